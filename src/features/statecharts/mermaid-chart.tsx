import { useEffect, useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';

/** Mermaid is loaded on first use, so only this page's visitors download it (decision 0170). */
const loadMermaid = () => import('mermaid').then((module) => module.default);

const frameStyle = css({
  overflow: 'auto',
  maxW: 'full',
  maxH: 'chartMax',
  border: 'default',
  borderRadius: 'md',
  bg: 'bg.surface',
  p: '4',
});

/** The design system's colours as Mermaid theme variables (Mermaid cannot read CSS variables). */
function chartTheme(dark: boolean): Record<string, string | boolean> {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string) => style.getPropertyValue(name).trim();
  const surface = read('--colors-bg-surface');
  const text = read('--colors-fg-default');
  return {
    darkMode: dark,
    fontFamily: 'inherit',
    background: surface,
    mainBkg: read('--colors-bg-subtle'),
    primaryColor: read('--colors-bg-subtle'),
    primaryTextColor: text,
    primaryBorderColor: read('--colors-border-strong'),
    secondaryColor: read('--colors-bg-canvas'),
    tertiaryColor: read('--colors-bg-canvas'),
    compositeBackground: read('--colors-bg-canvas'),
    compositeTitleBackground: read('--colors-bg-muted'),
    lineColor: read('--colors-fg-muted'),
    textColor: text,
    labelTextColor: text,
    stateLabelColor: text,
    transitionLabelColor: text,
    edgeLabelBackground: surface,
    labelBackgroundColor: surface,
    noteBkgColor: read('--colors-bg-muted'),
    noteTextColor: text,
    noteBorderColor: read('--colors-border-default'),
  };
}

/** Scrolls the frame (not the page) so the first highlighted state is in view. */
function showCurrent(chart: HTMLElement) {
  const frame = chart.parentElement;
  const current = chart.querySelector('.current');
  if (!frame || !current) return;
  const box = current.getBoundingClientRect();
  const view = frame.getBoundingClientRect();
  frame.scrollLeft += box.left + box.width / 2 - (view.left + view.width / 2);
  frame.scrollTop += box.top + box.height / 2 - (view.top + view.height / 2);
}

/**
 * One Mermaid chart, redrawn when its text or the theme changes. The text comes from the generated
 * machine docs (never from user input), and Mermaid runs in its strict mode. The frame scrolls rather
 * than shrinking a wide chart into unreadable text on a phone.
 */
export function MermaidChart({ text, dark, label }: { text: string; dark: boolean; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const id = `chart-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    loadMermaid()
      .then(async (mermaid) => {
        mermaid.initialize({
          startOnLoad: false,
          securityLevel: 'strict',
          // Mermaid's own themes fail contrast (half-transparent edge labels): the design system's
          // colours instead, opaque, read from the applied theme.
          theme: 'base',
          themeVariables: chartTheme(dark),
          // drawn at its natural size: the frame scrolls instead of shrinking the text
          state: { useMaxWidth: false },
        });
        const { svg } = await mermaid.render(id, text);
        if (!current || !ref.current) return;
        ref.current.innerHTML = svg;
        showCurrent(ref.current);
        setFailed(false);
      })
      .catch((error: unknown) => {
        console.warn('[statecharts] the chart could not be drawn', error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [id, text, dark]);

  return (
    <div className={frameStyle} role="img" aria-label={label} tabIndex={0}>
      {failed ? <p>The chart could not be drawn.</p> : null}
      <div ref={ref} data-testid="statechart" />
    </div>
  );
}
