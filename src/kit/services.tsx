import { createContext, useContext, type ReactNode } from 'react';
import type { InspectionEvent } from 'xstate';
import type { Backend } from '../backend/backend';
import type { PreferencesStore } from '../../machines/preferences';
import type { InspectionRecorder } from '../lib/inspection/recorder';
import type { DraftStore } from './drafts';
import type { RecordLabels } from './record-labels';
import type { ActorRefFrom } from 'xstate';
import type { dataModeMachine } from '../../machines/dataMode';
import type { notificationsMachine } from '../../machines/notifications';
import type { sessionMachine } from '../../machines/session';

/**
 * What screens get from the app: the long-lived actors (session, data mode, notifications), the
 * preferences store, the live backend for screen-scoped machines, and navigation. Screens import this
 * module only (never the root or other features), so they stay replaceable and testable with stubs.
 */
/** The long-lived actors screens use, started once by the app. */
export interface AppSystem {
  session: ActorRefFrom<typeof sessionMachine>;
  dataMode: ActorRefFrom<typeof dataModeMachine>;
  notifications: ActorRefFrom<typeof notificationsMachine>;
}

/** What a page reads of the inspection recorder: the recorded actors as an external store. */
export type InspectionStore = Pick<InspectionRecorder, 'subscribe' | 'getSnapshot' | 'requestedByUrl'>;

/** How an armed demo call fails: an HTTP status, or 'hang' for a call that never answers. */
export type ArmedStatus = number | 'hang';

/**
 * QA's demo fault switches (decision 0452) as the Demo faults panel drives them: which calls can be
 * made to fail, what is armed, arm and clear. The app gives them only with demo data at hand.
 */
export interface DemoFaultControls {
  /**
   * Each switch's name (`prescreening.saveCard`) and what it breaks, in words: loaded when the panel
   * is shown (not part of the first script), the same promise every time.
   */
  switches: () => Promise<Readonly<Record<string, string>>>;
  arm(fault: { name: string }): void;
  clear(): void;
  armed(): readonly { readonly name: string; readonly at: number; readonly status: ArmedStatus }[];
  subscribe(listener: () => void): () => void;
}

/** Sends an error a panel's boundary caught to the error reporter (nothing when reporting is off). */
export type ReportError = (error: unknown, context: { panel: string; componentStack?: string }) => void;

export interface AppServices extends AppSystem {
  preferences: PreferencesStore;
  /** Unsaved form drafts kept in the browser between visits (the kit's forms only). */
  drafts: DraftStore;
  /** Read by the shell; screens write through `setRecordLabel`. */
  recordLabels: RecordLabels;
  /** The backend of the current data mode, read at call time (a mode switch changes it). */
  backend: () => Backend;
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
  /** 'Reset demo data': forgets what the demo user changed and starts again from the sample data. */
  resetDemoData: () => void;
  /** Per-record breadcrumb and page-title labels, by path ('/customers/12' → 'Ada Lovelace'). */
  setRecordLabel: (path: string, label: string | null) => void;
  /** The `?inspect` observer, handed to screen actors so analysts see them beside the long-lived ones. */
  inspect?: (event: InspectionEvent) => void;
  /** The in-app recorder of every actor's state and recent events (the statechart page reads it). */
  inspection?: InspectionStore;
  /** The demo's fault switches, for the Demo faults panel on the statechart page. */
  demoFaults?: DemoFaultControls;
  /** Where panel boundaries report what they caught (src/kit/panel-boundary.tsx). */
  reportError?: ReportError;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}

/** The services when the app provides them; null outside it (the standalone design gallery). */
export function useOptionalServices(): AppServices | null {
  return useContext(ServicesContext);
}

/** The reporter for panel boundaries; none outside the app (component tests). */
export function useReportError(): ReportError | undefined {
  return useContext(ServicesContext)?.reportError;
}

/** What the shell hands every screen: the matched route's params and the current query string. */
export interface ScreenProps {
  /** The route's title with its params filled ('Customer 12'); placeholders show it as the heading. */
  title: string;
  params: Readonly<Record<string, string>>;
  /** The query string without '?'. */
  search: string;
}
