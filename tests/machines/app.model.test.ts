import { expect } from 'vitest';
import { fromCallback, type AnyActorRef, type EventObject, type SnapshotFrom } from 'xstate';
import {
  appMachine,
  appSamples,
  BACK_TO_ADMIN_HANDLER,
  connectApp,
  SIGNED_OUT_BY_DATA_SOURCE_BANNER,
} from '../../machines/app';
import { tellsWayBack } from '../../machines/app/app.samples';
import type { StepContext } from '../../scripts/lib/machine-graph/runner';
import { describeModel, stepChange } from './harness';

type Snapshot = SnapshotFrom<typeof appMachine>;

// The children stand in as recorders: the app's whole job is what it tells them.
const received: Array<{ child: AnyActorRef; event: EventObject }> = [];
const recorder = fromCallback<EventObject>(({ self, receive }) => {
  receive((event) => received.push({ child: self, event }));
});

/** What this path's children received during this step, as [child id, event]. */
function receivedThisStep(context: StepContext): Array<[string, EventObject]> {
  const children = Object.values(context.actor.getSnapshot().children) as AnyActorRef[];
  const mine = received.filter((entry) => children.includes(entry.child));
  const seen = (context.scratch.get('received') as number | undefined) ?? 0;
  context.scratch.set('received', mine.length);
  return mine.slice(seen).map((entry) => [entry.child.id, entry.event]);
}

describeModel({
  name: 'app',
  machine: appMachine,
  samples: appSamples,
  provide: { actors: { notifications: recorder, dataMode: recorder, session: recorder } },
  onStep: (report, context) => {
    const { snapshot, before } = stepChange<Snapshot>(report, context);
    const userBefore = before?.context.user ?? null;
    const sent = receivedThisStep(context);
    const event = report.event;
    // the three long-lived children run for the whole life of the app, under their system ids
    expect(Object.keys(snapshot.children).sort()).toEqual(['dataMode', 'notifications', 'session']);

    // the app mounts once the first recovery has ended either way, and stays mounted
    const recovered =
      context.scratch.get('recovered') === true ||
      event.type === 'session.signedIn' ||
      event.type === 'session.cleared';
    context.scratch.set('recovered', recovered);
    expect(connectApp(snapshot).started).toBe(recovered);

    switch (event.type) {
      case 'dataMode.changed': {
        const change = { mode: event.mode as string, persona: event.persona as string };
        // stored, and the session recovers against the new source
        expect(report.actions).toEqual([{ type: 'persistDataMode', params: change }]);
        const expected: Array<[string, EventObject]> = [['session', { type: 'session.recover' }]];
        if (tellsWayBack(userBefore, change))
          expected.push([
            'notifications',
            expect.objectContaining({
              type: 'toast.add',
              toast: expect.objectContaining({
                title: 'Viewing the demo as Employee',
                action: expect.objectContaining({ label: 'Back to Admin', handlerId: BACK_TO_ADMIN_HANDLER }),
              }),
            }),
          ]);
        expect(sent).toEqual(expected);
        break;
      }
      case 'session.signedIn':
        expect(snapshot.context.user).toEqual(event.user);
        expect(snapshot.matches('running')).toBe(true);
        // signed in again: the banner about a switch that signed the user out has served its purpose
        expect(sent).toEqual([['notifications', { type: 'banner.clear' }]]);
        expect(report.actions).toEqual([]);
        break;
      case 'session.cleared':
        expect(snapshot.context.user).toBeNull();
        expect(snapshot.matches('running')).toBe(true);
        expect(report.actions).toEqual([{ type: 'clearStoredSession', params: null }]);
        expect(sent).toEqual([]);
        break;
      case 'session.signedOutByDataSource':
        expect(sent).toEqual([
          ['notifications', { type: 'banner.set', banner: SIGNED_OUT_BY_DATA_SOURCE_BANNER }],
        ]);
        break;
      case 'session.rememberEmail':
        expect(report.actions).toEqual([
          { type: 'rememberEmail', params: { email: event.email, remember: event.remember } },
        ]);
        expect(sent).toEqual([]);
        break;
      case 'toast.actionRun':
        // only Back to Admin is the app's to run: it picks the Admin persona
        expect(sent).toEqual(
          event.handlerId === BACK_TO_ADMIN_HANDLER
            ? [['dataMode', { type: 'dataMode.setPersona', persona: 'admin' }]]
            : [],
        );
        break;
      case 'toast.add':
        expect(sent).toEqual([['notifications', { type: 'toast.add', toast: event.toast }]]);
        break;
      case 'session.expired':
        // the session, not the app, knows whether anyone is signed in to ask
        expect(sent).toEqual([['session', { type: 'session.expired' }]]);
        expect(report.actions).toEqual([]);
        break;
      default:
        throw new Error(`no check for ${event.type}`);
    }
    // what the app remembers changes only when the session says who is signed in
    if (event.type !== 'session.signedIn' && event.type !== 'session.cleared')
      expect(snapshot.context.user).toEqual(userBefore);
  },
});
