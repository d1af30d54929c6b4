import { useLayoutEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import { ToastRegion, type ToastData, type ToastType } from '../../ui';
import { ActionsSection } from './ActionsSection';
import { DataSection } from './DataSection';
import { FeedbackSection } from './FeedbackSection';
import { FormsSection } from './FormsSection';

type Theme = 'light' | 'dark';

const pageStyle = stack({
  gap: '10',
  maxW: '6xl',
  mx: 'auto',
  px: { base: '4', md: '8' },
  py: '8',
  bg: 'bg.canvas',
  color: 'fg.default',
});
const headerStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '4' });
const linkStyle = css({ color: 'accent.fg', textDecoration: 'underline', fontSize: 'sm' });

const samples: Record<ToastType, Omit<ToastData, 'id' | 'type'>> = {
  info: { title: 'Prescreen started', message: 'Cards are photographed front and back.' },
  success: { title: 'Customer saved', dismissible: true },
  warning: { title: 'Submission is over 50 cards', message: 'Split it to keep turnaround times.' },
  error: {
    title: 'Could not save the submission',
    message: 'The server did not answer.',
    action: { label: 'Retry', ariaLabel: 'Retry saving the submission' },
  },
};

/** `?theme=dark` or `?theme=light` picks the theme, so each theme can be checked on its own. */
function themeFromUrl(): Theme | null {
  const value = new URLSearchParams(window.location.search).get('theme');
  return value === 'dark' || value === 'light' ? value : null;
}

/** Every design-system primitive with realistic labels: the place to check looks, keyboard use and contrast. */
export default function GalleryPage() {
  const [theme] = useState(themeFromUrl);
  const [toasts, setToasts] = useState<ToastData[]>([]);
  const counter = useRef(0);

  useLayoutEffect(() => {
    if (theme) document.documentElement.dataset.theme = theme;
  }, [theme]);

  const notify = (type: ToastType, title?: string) => {
    counter.current += 1;
    const sample = samples[type];
    setToasts((list) => [
      ...list,
      { ...sample, id: `t${counter.current}`, type, title: title ?? sample.title },
    ]);
  };
  const dismiss = (id: string) => setToasts((list) => list.filter((toast) => toast.id !== id));

  return (
    <main className={pageStyle}>
      <header className={headerStyle}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Design system gallery</h1>
        <a className={linkStyle} href="?theme=light">
          Light theme
        </a>
        <a className={linkStyle} href="?theme=dark">
          Dark theme
        </a>
      </header>
      <FormsSection />
      <ActionsSection onNotify={(title) => notify('success', title)} />
      <DataSection onNotify={(title) => notify('info', title)} />
      <FeedbackSection onToast={(type) => notify(type)} />
      <ToastRegion toasts={toasts} onDismiss={dismiss} onAction={dismiss} />
    </main>
  );
}
