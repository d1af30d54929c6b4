import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { PrescreenDraftView } from '../../../machines/prescreenDraft';
import { Dialog } from '../../ui';
import { isTypingTarget, recommendationKeys, SHORTCUTS } from './review-keys';
import {
  isTypingAt,
  leaveField,
  pressKey,
  QUIET,
  quietAfter,
  TYPING_GAP_MS,
  type KeyCadence,
} from '../../domain/shortcutCadence';

/** The review's notes box, where typing outside a field goes (review-form names it so). */
export const NOTES_FIELD_NAME = 'notes';

/**
 * The review's keyboard (seed B §2 plus the shortcuts): arrows, N/P, digits, recommendation
 * letters, S, A, Z and '?' act only outside fields; Ctrl+Enter saves and Escape leaves a field anywhere.
 * Letters and digits go through the typing check (domain/shortcutCadence, decision 0351): typing
 * outside a field goes into Notes, with a hint, and changes nothing else. S saves with an Undo toast.
 */
export function useReviewKeys(view: PrescreenDraftView) {
  const [helpOpen, setHelpOpen] = useState(false);
  /** Shown after typing outside a field went into Notes; cleared by the next shortcut. */
  const [typedIntoNotes, setTypedIntoNotes] = useState(false);
  const cadence = useRef<KeyCadence>(QUIET);
  const heldTimer = useRef<number | undefined>(undefined);
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
  /** Typing outside a field: into Notes, where the next keys go too, and say so. */
  const typeIntoNotes = (text: string) => {
    view.change({ notes: `${view.values?.notes ?? ''}${text}` });
    const notes = document.querySelector<HTMLTextAreaElement>(`textarea[name="${NOTES_FIELD_NAME}"]`);
    // the caret follows: React writes the longer value after this, which puts it at the end
    notes?.focus();
    setTypedIntoNotes(true);
  };
  const runShortcut = (key: string) => {
    if (helpOpen || view.status !== 'reviewing') return;
    if (key === 'p') return view.previous();
    if (key === 'n') return view.next();
    if (key === 's') return view.saveByShortcut();
    if (key === 'a') return view.toggleAnnotate();
    const markup = view.values?.markup ?? [];
    if (key === 'z') return view.change({ markup: markup.slice(0, -1) });
    if (key === '0') return view.change({ estimatedGrade: null });
    if (/^[1-9]$/.test(key)) {
      const grade = view.grades[Number(key) - 1];
      if (grade) view.change({ estimatedGrade: grade.value });
      return;
    }
    const recommendation = [...keys].find(([, letter]) => letter === key);
    if (recommendation) view.change({ recommendationId: recommendation[0] });
  };
  /** The held key had the quiet of a chosen shortcut: it acts now. */
  const runHeld = useEffectEvent(() => {
    const quiet = quietAfter(cadence.current);
    cadence.current = quiet.cadence;
    if (quiet.shortcut === null) return;
    setTypedIntoNotes(false);
    runShortcut(quiet.shortcut.toLowerCase());
  });
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
    if (event.key === 'ArrowLeft') return act(event, view.previous);
    if (event.key === 'ArrowRight') return act(event, view.next);
    if (event.key.length !== 1) return;
    const now = event.timeStamp;
    // outside typing, a space stays the focused button's own key, and '?' (no letter) opens the help
    if (event.key === ' ' && !isTypingAt(cadence.current, now)) return;
    if (event.key === '?' && !isTypingAt(cadence.current, now)) return act(event, openHelp);
    event.preventDefault();
    const pressed = pressKey(cadence.current, event.key, now);
    cadence.current = pressed.cadence;
    window.clearTimeout(heldTimer.current);
    if (pressed.decision.kind === 'typing') return typeIntoNotes(pressed.decision.text);
    heldTimer.current = window.setTimeout(runHeld, TYPING_GAP_MS);
  });
  /** A click that takes focus out of a text field: the keys right after it are still typing. */
  const onPointerDown = useEffectEvent((event: PointerEvent) => {
    if (isTypingTarget(document.activeElement) && !isTypingTarget(event.target)) {
      cadence.current = leaveField(cadence.current, event.timeStamp);
      window.clearTimeout(heldTimer.current);
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    const pointer = (event: PointerEvent) => onPointerDown(event);
    document.addEventListener('keydown', listener);
    document.addEventListener('pointerdown', pointer, true);
    return () => {
      document.removeEventListener('keydown', listener);
      document.removeEventListener('pointerdown', pointer, true);
      window.clearTimeout(heldTimer.current);
    };
  }, []);
  return {
    helpOpen,
    setHelpOpen,
    openHelp,
    helpButtonId,
    helpReturn,
    recommendationKeys: keys,
    typedIntoNotes,
  };
}

const act = (event: KeyboardEvent, action: () => void) => {
  event.preventDefault();
  action();
};

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
