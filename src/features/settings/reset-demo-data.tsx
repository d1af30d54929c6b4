import { RotateCcw } from 'lucide-react';
import { connectDataMode } from '../../../machines/dataMode';
import { useServices } from '../../kit/services';
import { useView } from '../../kit/use-view';
import { headingStyle, sectionStyle, textStyle } from './settings-section';
import { Button, ConfirmDialog } from '../../ui';

/**
 * 'Reset demo data' (decision 0241): demo records are kept between visits, so the demo user needs a way
 * back to the sample data. Shown in demo mode only; asks first, then starts the app afresh.
 */
export function ResetDemoData() {
  const services = useServices();
  const demo = useView(services.dataMode, connectDataMode, (view) => view.mode === 'mock');
  if (!demo) return null;
  return (
    <section aria-labelledby="demo-data-heading" className={sectionStyle}>
      <h2 id="demo-data-heading" className={headingStyle}>
        Demo data
      </h2>
      <p className={textStyle}>
        What you create or change in the demo is kept in this browser. Resetting brings back the sample data.
      </p>
      <div>
        <ConfirmDialog
          trigger={
            <Button>
              <RotateCcw aria-hidden size={16} />
              Reset demo data
            </Button>
          }
          title="Reset demo data?"
          message="Everything you created or changed in the demo is removed and the sample data comes back. This cannot be undone."
          confirmLabel="Reset demo data"
          tone="danger"
          onConfirm={services.resetDemoData}
        />
      </div>
    </section>
  );
}
