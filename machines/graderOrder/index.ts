export { graderOrderMachine } from './graderOrder.machine';
export { graderOrderSamples, SAMPLE_TODAY, stateOfStage } from './graderOrder.samples';
export type * from './graderOrder.types';
export {
  connectGraderOrder,
  type GraderOrderView,
  type StepButton,
  type StepFields,
} from './graderOrder.connect';
