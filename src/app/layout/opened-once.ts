import { useState } from 'react';

/**
 * True from the first time `open` is true: a part whose code loads on demand mounts then and stays
 * mounted (a sheet, so it can animate closed and return focus like any dialog; the toast region, so
 * it stays a live region in the page).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
