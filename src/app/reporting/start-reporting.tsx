import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../../machines/session';
import { reportUser, startReporting, type Reporter, type ReportingConfig } from './index';

interface StartReportingProps {
  config: ReportingConfig;
  load: () => Promise<(config: ReportingConfig) => Reporter>;
  session: ActorRefFrom<typeof sessionMachine>;
}

/**
 * Starts error reporting once the first render has committed (its effect runs after it), so the SDK
 * never competes with the first page, and keeps the reports' user in step with the session.
 */
export function StartReporting({ config, load, session }: StartReportingProps) {
  useEffect(() => {
    startReporting(config, load);
    let last: string | null | undefined;
    const follow = () => {
      const user = session.getSnapshot().context.user;
      const key = user ? `${user.id}:${user.email}` : null;
      if (key === last) return;
      last = key;
      reportUser(user ? { id: user.id, email: user.email } : null);
    };
    follow();
    const subscription = session.subscribe(follow);
    return () => subscription.unsubscribe();
    // Started once for the page; the props never change after the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
