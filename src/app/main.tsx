import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../index.css';
import { App } from './App';
import { createInspection } from './inspect';
import { startApp } from './start';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app into.');
const root = createRoot(container);

// Seed A §4 / seed B §4: session hydration is attempted first; the app mounts afterwards even if it fails.
void startApp({
  forceApi: import.meta.env.VITE_FORCE_API === 'true',
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL || '/api',
  // ?inspect connects the stately.ai inspector to every actor (customer and user data masked).
  inspect: createInspection(window.location.search),
}).then((services) => {
  root.render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
});
