export { graderOrderMachine } from './graderOrder.machine';
export { graderOrderSamples, stateOfStage } from './graderOrder.samples';
export type * from './graderOrder.types';
export { connectGraderOrder, type GraderOrderView, type StepButton } from './graderOrder.connect';
