/**
 * Runs `run` once, at the first key or pointer press anywhere on the page: the moment to fetch a chunk
 * the person is about to need (the toast region, the search box) without putting it in the first load.
 * Returns a function that stops listening.
 */
export function onFirstPress(run: () => void): () => void {
  const pressed = new AbortController();
  const once = () => {
    pressed.abort();
    run();
  };
  for (const type of ['pointerdown', 'keydown'] as const) {
    window.addEventListener(type, once, { capture: true, signal: pressed.signal });
  }
  return () => pressed.abort();
}
