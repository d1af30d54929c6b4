import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { PrescreenDraftView } from '../../../machines/prescreenDraft';
import { Dialog } from '../../ui';
import { isTypingTarget, recommendationKeys, SHORTCUTS } from './review-keys';

/**
 * The review's keyboard (seed B §2 plus the shortcuts): arrows, N/P, digits, recommendation
 * letters, S, A, Z and '?' act only outside fields; Ctrl+Enter saves and Escape leaves a field anywhere.
 */
export function useReviewKeys(view: PrescreenDraftView) {
  const [helpOpen, setHelpOpen] = useState(false);
  const helpButtonId = useId();
  // Where focus was when the help opened: a click leaves it on the Shortcuts button, '?' wherever it was.
  const opener = useRef<HTMLElement | null>(null);
  const openHelp = () => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setHelpOpen(true);
  };
  /** Focus after the help closes: back where it was, or on the Shortcuts button when it was nowhere. */
  const helpReturn = () =>
    opener.current?.isConnected ? opener.current : document.getElementById(helpButtonId);
  const keys = recommendationKeys(view.recommendations);
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (helpOpen || event.defaultPrevented || view.status !== 'reviewing') return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      view.save();
      return;
    }
    if (isTypingTarget(event.target)) {
      if (event.key === 'Escape' && event.target instanceof HTMLElement) event.target.blur();
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    const act = (action: () => void) => {
      event.preventDefault();
      action();
    };
    if (key === 'ArrowLeft' || key === 'p') return act(view.previous);
    if (key === 'ArrowRight' || key === 'n') return act(view.next);
    if (key === 's') return act(view.save);
    if (key === 'a') return act(view.toggleAnnotate);
    if (key === '?') return act(openHelp);
    const markup = view.values?.markup ?? [];
    if (key === 'z') return act(() => view.change({ markup: markup.slice(0, -1) }));
    if (key === '0') return act(() => view.change({ estimatedGrade: null }));
    if (/^[1-9]$/.test(key)) {
      const grade = view.grades[Number(key) - 1];
      if (grade) act(() => view.change({ estimatedGrade: grade.value }));
      return;
    }
    const recommendation = [...keys].find(([, letter]) => letter === key);
    if (recommendation) act(() => view.change({ recommendationId: recommendation[0] }));
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
  return { helpOpen, setHelpOpen, openHelp, helpButtonId, helpReturn, recommendationKeys: keys };
}

const tableStyle = css({
  w: 'full',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th, & td': {
    textAlign: 'start',
    py: '1.5',
    pe: '4',
    borderBottom: 'default',
  },
  '& kbd': { fontFamily: 'mono', fontWeight: 'semibold' },
});

/** The '?' help: every shortcut of the review. */
export function ShortcutsDialog({
  open,
  onOpenChange,
  finalFocusEl,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  finalFocusEl?: () => HTMLElement | null;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Keyboard shortcuts"
      size="md"
      finalFocusEl={finalFocusEl}
    >
      <table className={tableStyle}>
        <thead>
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.keys}>
              <td>
                <kbd>{shortcut.keys}</kbd>
              </td>
              <td>{shortcut.action}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
