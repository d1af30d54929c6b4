import { useEffect, useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';

/** Mermaid is loaded on first use, so only this page's visitors download it (decision 0170). */
const loadMermaid = () => import('mermaid').then((module) => module.default);

const frameStyle = css({
  overflow: 'auto',
  maxW: 'full',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'md',
  bg: 'bg.surface',
  p: '4',
});

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
          theme: dark ? 'dark' : 'default',
          // drawn at its natural size: the frame scrolls instead of shrinking the text
          state: { useMaxWidth: false },
        });
        const { svg } = await mermaid.render(id, text);
        if (!current || !ref.current) return;
        ref.current.innerHTML = svg;
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
