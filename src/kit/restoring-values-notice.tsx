import { formatStamp } from '../domain/format';
import { Alert } from '../ui';
import { useRestoreState } from './restore-values';

/** Says, above an edit form a History entry's Restore opened, which values it holds and that Save puts them back. */
export function RestoringValuesNotice() {
  const restore = useRestoreState();
  if (!restore) return null;
  return (
    <Alert tone="info" title="Restoring earlier values">
      {`The fields changed at ${formatStamp(restore.at)} hold their values from before it. Check them, then save.`}
    </Alert>
  );
}
