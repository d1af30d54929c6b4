import { AT_GRADER_STEPS, STAGE_LABELS, type GraderStage } from '../../domain/graderOrder';

/**
 * The shipment tracker's Stage filter (decision 0488): the lifecycle's stages in its order, the
 * company's five steps as one 'At grader'. Its value is the URL's `?stage=`; any other value shows all.
 */
export const TRACKER_STAGES: ReadonlyArray<{ value: string; label: string; stages: readonly GraderStage[] }> =
  [
    { value: 'preparing', label: STAGE_LABELS.preparing, stages: ['preparing'] },
    { value: 'shippedToGrader', label: STAGE_LABELS.shippedToGrader, stages: ['shippedToGrader'] },
    { value: 'atGrader', label: 'At grader', stages: AT_GRADER_STEPS },
    { value: 'gradesPosted', label: STAGE_LABELS.gradesPosted, stages: ['gradesPosted'] },
    { value: 'shippedBack', label: STAGE_LABELS.shippedBack, stages: ['shippedBack'] },
    { value: 'received', label: STAGE_LABELS.received, stages: ['received'] },
    { value: 'onHold', label: STAGE_LABELS.onHold, stages: ['onHold'] },
    { value: 'closed', label: STAGE_LABELS.closed, stages: ['closed'] },
    { value: 'cancelled', label: STAGE_LABELS.cancelled, stages: ['cancelled'] },
  ];

/** What the URL's `stage` may hold: '' (every stage) or one of the filter's values. */
export const TRACKER_STAGE_VALUES: readonly string[] = ['', ...TRACKER_STAGES.map((entry) => entry.value)];

/** The stages a filter value asks the backend for; undefined (all) for '' or a value it does not know. */
export const stagesOf = (value: string | undefined): readonly GraderStage[] | undefined =>
  TRACKER_STAGES.find((entry) => entry.value === value)?.stages;
