import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../index.css';
import { App } from './App';
import { createInspection } from './inspect';
import { preloadWhileSigningIn } from './preload';
import { launchApp } from './start';
import { UpdateNotice } from './update-notice';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app into.');
const root = createRoot(container);

// Seed A §4 / seed B §4: session hydration is attempted first (it starts here, before the first
// render). The shell paints the guest pages at once, the sign-in button busy until recovery ends, and
// holds every other page on "Checking your session…" until it has ended: the guard waits for it.
const { services, updates } = launchApp({
  forceApi: import.meta.env.VITE_FORCE_API === 'true',
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL || '/api',
  // ?inspect connects the stately.ai inspector to every actor (customer and user data masked).
  inspect: createInspection(window.location.search),
  // The build embeds its own version info; a development server learns it from the first read.
  updateCheck: { running: import.meta.env.PROD ? __APP_BUILD__ : null },
});
preloadWhileSigningIn(services.session);
// As a transition, React renders the first page in slices of a few milliseconds rather than in one
// long task, so the page stays responsive (Lighthouse's total blocking time) while it starts.
startTransition(() => {
  root.render(
    <StrictMode>
      <App services={services} />
      {updates && <UpdateNotice updates={updates} />}
    </StrictMode>,
  );
});
