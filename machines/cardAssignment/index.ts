export { cardAssignmentMachine } from './cardAssignment.machine';
export { cardAssignmentSamples } from './cardAssignment.samples';
export { availableIds, canAdd, declaredValueMessage } from './cardAssignment.rules';
export type * from './cardAssignment.types';
export { connectCardAssignment, type CardAssignmentView } from './cardAssignment.connect';
