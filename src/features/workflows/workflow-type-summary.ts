import type { WorkflowType } from '../../domain/workflow';

/** Seed B §2 Workflows library: the row's step count and first three step names plus '+N'. */
export function stepSummary(type: Pick<WorkflowType, 'stepTypes'>): { count: string; names: string } {
  const steps = type.stepTypes;
  const count = steps.length === 1 ? '1 step' : `${steps.length} steps`;
  const shown = steps.slice(0, 3).map((step) => step.name);
  const more = steps.length > 3 ? ` +${steps.length - 3}` : '';
  return { count, names: shown.length ? `${shown.join(', ')}${more}` : 'Draft' };
}
