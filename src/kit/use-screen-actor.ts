import { useActorRef } from '@xstate/react';
import type { AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';
import { useServices, type AppServices } from './services';

/** What a screen's machine needs from the app: its named actors and actions, built from the services. */
export type ScreenImplementations<TMachine extends AnyStateMachine> = Parameters<TMachine['provide']>[0];

/**
 * The one way a screen starts its machine: the machine gets its I/O from the live backend through
 * `implement(services)` (read `services.backend()` inside each actor, so a data-mode switch takes
 * effect on the next call), the actor is inspected with `?inspect` like the long-lived actors, and it
 * stops when the screen unmounts. The implementations are read once, on the first render.
 */
export function useScreenActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  implement: (services: AppServices) => ScreenImplementations<TMachine>,
  options: {
    input?: InputFrom<TMachine>;
    /** Sees every snapshot: for what follows an outcome outside the machine (navigation, focus). */
    observe?: (snapshot: SnapshotFrom<TMachine>) => void;
  } = {},
) {
  const services = useServices();
  return useActorRef(
    machine.provide(implement(services)) as TMachine,
    { input: options.input, inspect: services.inspect },
    options.observe,
  );
}
