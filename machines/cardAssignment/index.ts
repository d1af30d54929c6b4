export { cardAssignmentMachine } from './cardAssignment.machine';
export { cardAssignmentSamples } from './cardAssignment.samples';
export { availableIds, canAdd, cardsToAdd, declaredValueMessage } from './cardAssignment.rules';
export type * from './cardAssignment.types';
export { connectCardAssignment, type CardAssignmentView, type PickRow } from './cardAssignment.connect';
