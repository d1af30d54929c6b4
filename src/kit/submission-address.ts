import { useCallback, useSyncExternalStore } from 'react';
import { submissionAddress } from '../domain/portal';
import { useOptionalServices } from './services';

/**
 * The absolute address a printed QR code carries for a submission, in the data mode the paper was made
 * in (decision 0560). Outside the app (component tests, the gallery) it is the demo's.
 */
export function useSubmissionAddress(): (id: string) => string {
  const dataMode = useOptionalServices()?.dataMode;
  const mode = useSyncExternalStore(
    useCallback(
      (listener: () => void) => {
        const subscription = dataMode?.subscribe(listener);
        return () => subscription?.unsubscribe();
      },
      [dataMode],
    ),
    () => dataMode?.getSnapshot().context.mode,
  );
  const source = mode === 'api' ? 'api' : 'demo';
  return useCallback((id: string) => submissionAddress(window.location.origin, id, source), [source]);
}
