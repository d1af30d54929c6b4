import type { Staging } from '../../../machines/samples';
import type { AnySamples, ModelPath, ModelStep } from './model';

// How a path's failures are staged with the demo's fault switches (decision 0452): which switch an
// actor's calls go through, and which call of it a failing step is, counted from the start of the path,
// so `?fault=workflows.forSubmission@2` fails exactly the call the path fails.

/** How the samples say a step is staged (a sample's own entry wins over its event type's). */
export const stagingOf = (
  samples: AnySamples,
  step: Pick<ModelStep, 'event' | 'label'>,
): Staging | undefined =>
  samples.stage?.[`${step.event.type}: ${step.label ?? ''}`] ?? samples.stage?.[step.event.type];

/** The invoke id a generated actor event names ('saveCard' of 'xstate.error.actor.saveCard'). */
export const actorOf = (type: string): string | null =>
  /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type)?.[1] ?? null;

/** The switch an actor's calls go through: the one that stages its failure. */
function switchOfActor(samples: AnySamples, actor: string): string | null {
  const staging = samples.stage?.[`xstate.error.actor.${actor}`];
  return staging && 'fault' in staging ? staging.fault : null;
}

export interface StagedFault {
  /** The switch and which of its calls fails, as `?fault=` takes it: `workflows.forSubmission@2`. */
  flag: string;
  fault: string;
  /** The step (0-based) whose event starts the failing call; -1 when it starts as the screen opens. */
  startedAt: number;
}

/**
 * The failures of a path that a switch stages, by step index: each actor the machine starts is one
 * call of its switch, counted in order along the path (a restarted actor is a new call).
 */
export function stagedFaults(samples: AnySamples, path: ModelPath): Map<number, StagedFault> {
  const calls = new Map<string, number>();
  /** The running call of each actor: which call of its switch, and the step that started it. */
  const running = new Map<string, { call: number; startedAt: number }>();
  const start = (children: Record<string, unknown>, previous: Record<string, unknown>, index: number) => {
    for (const [id, ref] of Object.entries(children)) {
      if (previous[id] === ref) continue;
      const name = switchOfActor(samples, id);
      if (!name) continue;
      const call = (calls.get(name) ?? 0) + 1;
      calls.set(name, call);
      running.set(id, { call, startedAt: index });
    }
  };
  start(path.initial.children, {}, -1);
  const staged = new Map<number, StagedFault>();
  const answers = new Map<string, number>();
  path.steps.forEach((step, index) => {
    const actor = actorOf(step.event.type);
    const staging = stagingOf(samples, step);
    if (!actor && staging && 'fault' in staging) {
      // not an actor's call (a 401 elsewhere opens the sign-in dialog): its own count of that switch
      const call = (calls.get(staging.fault) ?? 0) + 1;
      calls.set(staging.fault, call);
      staged.set(index, {
        fault: staging.fault,
        flag: `${staging.fault}${call > 1 ? `@${call}` : ''}${staging.status ? `:${staging.status}` : ''}`,
        startedAt: index - 1,
      });
    }
    if (actor && staging && 'fault' in staging) {
      const current = running.get(actor);
      // a failure is one call of the actor's switch; a staged answer (another build) is asked on
      // every answer of that actor, so it counts the actor's answers
      const call = step.event.type.startsWith('xstate.error.')
        ? (current?.call ?? 1)
        : (answers.get(actor) ?? 0) + 1;
      staged.set(index, {
        fault: staging.fault,
        flag: `${staging.fault}${call > 1 ? `@${call}` : ''}${staging.status ? `:${staging.status}` : ''}`,
        startedAt: current?.startedAt ?? -1,
      });
    }
    if (actor && step.event.type.startsWith('xstate.done.'))
      answers.set(actor, (answers.get(actor) ?? 0) + 1);
    start(step.after.children, step.before.children, index);
  });
  return staged;
}
