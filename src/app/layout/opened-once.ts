import { useState } from 'react';

/**
 * True from the first time `open` is true: a sheet whose code loads on demand mounts then and stays
 * mounted, so it can animate closed and return focus like any dialog.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
