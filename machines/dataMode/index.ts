export { dataModeMachine } from './dataMode.machine';
export { dataModeSamples } from './dataMode.samples';
export type * from './dataMode.types';
export { connectDataMode, type DataModeView } from './dataMode.connect';
