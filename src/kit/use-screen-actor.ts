import { useActorRef } from '@xstate/react';
import type { AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';
import { useOptionalServices, type AppServices } from './services';

/** What a screen's machine needs from the app: its named actors and actions, built from the services. */
export type ScreenImplementations<TMachine extends AnyStateMachine> = Parameters<TMachine['provide']>[0];

/**
 * The one way a screen starts its machine: the machine gets its I/O from the live backend through
 * `implement(services)` (read `services.backend()` inside each actor, so a data-mode switch takes
 * effect on the next call), the actor is inspected with `?inspect` like the long-lived actors, and it
 * stops when the screen unmounts. The implementations are read once, on the first render. Implementations
 * that need nothing of the app (sample data, as in the design gallery) may be passed as they are; then
 * the hook also works outside the app's ServicesProvider.
 */
export function useScreenActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  implement: ((services: AppServices) => ScreenImplementations<TMachine>) | ScreenImplementations<TMachine>,
  options: {
    input?: InputFrom<TMachine>;
    /** Sees every snapshot: for what follows an outcome outside the machine (navigation, focus). */
    observe?: (snapshot: SnapshotFrom<TMachine>) => void;
  } = {},
) {
  const services = useOptionalServices();
  const implementations = typeof implement === 'function' ? implement(required(services)) : implement;
  return useActorRef(
    machine.provide(implementations) as TMachine,
    { input: options.input, inspect: services?.inspect },
    options.observe,
  );
}

function required(services: AppServices | null): AppServices {
  if (!services)
    throw new Error('useScreenActor needs <ServicesProvider> for implementations built from services');
  return services;
}
