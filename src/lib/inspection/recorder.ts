/**
 * The in-app inspection recorder behind the statechart page (issue 26): every actor's current state
 * and its last few events, kept in memory with fixed bounds, so an analyst can watch the running flows
 * without any outside service. Events are stored as they came; the page masks them (masking.ts)
 * before showing them, so the masking code stays out of the first script.
 */
import type { InspectionEvent, StateValue } from 'xstate';

export interface RecordedEvent {
  readonly type: string;
  /** The event as the actor received it (unmasked; mask before showing). */
  readonly event: { readonly type: string };
  readonly at: number;
  /** The state the actor was in after handling it (null until its snapshot arrives). */
  readonly to: StateValue | null;
}

export interface RecordedActor {
  /** Unique per actor run. */
  readonly sessionId: string;
  /** The system id ('session', 'dataMode') or the actor id. */
  readonly name: string;
  /** The machine's id, which names its chart in docs/machines; null for non-machine actors. */
  readonly machineId: string | null;
  readonly value: StateValue | null;
  /** The context of the latest snapshot (unmasked; mask before showing). */
  readonly context: unknown;
  readonly status: 'active' | 'done' | 'error' | 'stopped';
  readonly events: readonly RecordedEvent[];
  readonly updatedAt: number;
  /** Context and events are masked already (shared by another window, share.ts). */
  readonly masked?: boolean;
  /** The actor runs in another window of the app (share.ts). */
  readonly otherWindow?: boolean;
}

export interface InspectionRecorder {
  /** The `inspect` observer to hand to createActor. */
  readonly inspect: (event: InspectionEvent) => void;
  readonly subscribe: (listener: () => void) => () => void;
  /** The recorded actors, newest change first; a new array after every change. */
  readonly getSnapshot: () => readonly RecordedActor[];
  /** Set when the app was opened with `?inspect`, which opens the statechart page to any user. */
  readonly requestedByUrl: boolean;
}

export interface RecorderOptions {
  /** Events kept per actor (oldest dropped first). */
  maxEvents?: number;
  /** Actors kept; stopped ones are dropped first, then the least recently changed. */
  maxActors?: number;
  requestedByUrl?: boolean;
  now?: () => number;
}

interface ActorLike {
  sessionId: string;
  id: string;
  _parent?: unknown;
  logic?: unknown;
  getSnapshot?: () => unknown;
  system?: { getAll?: unknown };
  options?: { systemId?: string };
}

const machineIdOf = (actorRef: ActorLike): string | null => {
  const logic = actorRef.logic as { id?: unknown; root?: unknown } | undefined;
  return logic && logic.root && typeof logic.id === 'string' ? logic.id : null;
};

/** The system id, else the actor's own id, else (for a generated 'x:3') its machine's id. */
const nameOf = (actorRef: ActorLike, machineId: string): string =>
  actorRef.options?.systemId ?? (/^x:\d+$/.test(actorRef.id) ? machineId : actorRef.id);

export function createInspectionRecorder(options: RecorderOptions = {}): InspectionRecorder {
  const maxEvents = options.maxEvents ?? 20;
  const maxActors = options.maxActors ?? 40;
  const now = options.now ?? Date.now;
  const actors = new Map<string, RecordedActor>();
  const listeners = new Set<() => void>();
  let snapshot: readonly RecordedActor[] = [];
  let scheduled = false;

  // Many events arrive in one burst (start-up, a list load): listeners hear once per microtask.
  const publish = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      snapshot = [...actors.values()].sort((a, b) => b.updatedAt - a.updatedAt);
      for (const listener of listeners) listener();
    });
  };

  const prune = () => {
    if (actors.size <= maxActors) return;
    const byAge = [...actors.values()].sort(
      (a, b) => Number(a.status === 'active') - Number(b.status === 'active') || a.updatedAt - b.updatedAt,
    );
    for (const actor of byAge.slice(0, actors.size - maxActors)) actors.delete(actor.sessionId);
  };

  const update = (actorRef: ActorLike, change: (actor: RecordedActor) => RecordedActor) => {
    const machineId = machineIdOf(actorRef);
    // only machines have a chart to draw; promises, callbacks and stores are left out
    if (!machineId) return;
    const existing = actors.get(actorRef.sessionId) ?? {
      sessionId: actorRef.sessionId,
      name: nameOf(actorRef, machineId),
      machineId,
      value: null,
      context: undefined,
      status: 'active' as const,
      events: [],
      updatedAt: now(),
    };
    actors.set(actorRef.sessionId, { ...change(existing), updatedAt: now() });
    prune();
    publish();
  };

  const inspect = (inspectionEvent: InspectionEvent) => {
    const actorRef = inspectionEvent.actorRef as unknown as ActorLike;
    switch (inspectionEvent.type) {
      case '@xstate.actor':
        update(actorRef, (actor) => actor);
        break;
      case '@xstate.snapshot': {
        const state = inspectionEvent.snapshot as {
          value?: StateValue;
          context?: unknown;
          status?: RecordedActor['status'];
        };
        const cause = inspectionEvent.event;
        update(actorRef, (actor) => {
          const last = actor.events.at(-1);
          // the snapshot that follows an event says where that event led
          const events =
            last && last.event === cause && state.value !== undefined
              ? [...actor.events.slice(0, -1), { ...last, to: state.value }]
              : actor.events;
          return {
            ...actor,
            value: state.value ?? actor.value,
            context: state.context ?? actor.context,
            status: state.status ?? actor.status,
            events,
          };
        });
        break;
      }
      case '@xstate.event': {
        const event = inspectionEvent.event;
        // the actor's own start-up event says nothing an analyst needs
        if (event.type === 'xstate.init') break;
        update(actorRef, (actor) => ({
          ...actor,
          events: [...actor.events, { type: event.type, event, at: now(), to: null }].slice(-maxEvents),
        }));
        break;
      }
      default:
        break;
    }
  };

  return {
    inspect,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    requestedByUrl: options.requestedByUrl ?? false,
  };
}
