/** How the page scrolls after a navigation (seed: restore, else smooth to the hash, else top). */
export type ScrollAction =
  { kind: 'restore'; x: number; y: number } | { kind: 'anchor'; id: string } | { kind: 'top' };

export interface ScrollInput {
  /** 'pop' for Back/Forward, 'push' for links and redirects. */
  navigation: 'pop' | 'push';
  /** The position saved when this history entry was last left, if any. */
  saved: { x: number; y: number } | undefined;
  /** location.hash, with or without '#'. */
  hash: string;
}

export function scrollAction({ navigation, saved, hash }: ScrollInput): ScrollAction {
  if (navigation === 'pop' && saved) return { kind: 'restore', x: saved.x, y: saved.y };
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (id) return { kind: 'anchor', id };
  return { kind: 'top' };
}

/** Remembers scroll positions per history entry (path + query), for Back/Forward. */
export class ScrollMemory {
  private readonly positions = new Map<string, { x: number; y: number }>();
  private static readonly LIMIT = 100;

  save(key: string, x: number, y: number) {
    this.positions.delete(key);
    this.positions.set(key, { x, y });
    // Oldest first in a Map: drop the oldest once the limit is passed.
    if (this.positions.size > ScrollMemory.LIMIT) {
      const oldest = this.positions.keys().next().value;
      if (oldest !== undefined) this.positions.delete(oldest);
    }
  }

  get(key: string) {
    return this.positions.get(key);
  }
}

/** Applies the action to the window; an anchor that does not exist yet falls back to the top. */
export function applyScroll(action: ScrollAction, win: Window = window) {
  if (action.kind === 'restore') {
    win.scrollTo({ left: action.x, top: action.y, behavior: 'instant' });
    return;
  }
  if (action.kind === 'anchor') {
    const target = win.document.getElementById(action.id);
    if (target) {
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
  }
  win.scrollTo({ left: 0, top: 0, behavior: 'instant' });
}
