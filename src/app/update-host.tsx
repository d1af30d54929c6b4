import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { InspectionEvent } from 'xstate';
import type { AppVersion } from '../domain/version';
import { demoFaults } from './demo-faults';
import { browserStorage } from './storage';
import { startUpdateCheck } from './update-check';
import { UpdateNotice } from './layout/update-notice';

export interface UpdateHostOptions {
  /** This build (null on a development server: it learns the build from the first read). */
  running: AppVersion | null;
  inspect?: (event: InspectionEvent) => void;
}

/**
 * Starts the update check (seed B §4, §9) for the life of the page and shows its notice in a root of
 * its own (it needs nothing from the app's tree). Loaded after the first page is up (main.tsx), so
 * the machine and the notice are not part of the first load.
 */
export function mountUpdates({ running, inspect }: UpdateHostOptions): void {
  const updates = startUpdateCheck({ running, storage: browserStorage(), inspect, faults: demoFaults });
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <UpdateNotice updates={updates} />
    </StrictMode>,
  );
}
