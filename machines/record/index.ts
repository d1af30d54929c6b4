export { recordMachine } from './record.machine';
export { recordSamples } from './record.samples';
export { connectRecord, type RecordView } from './record.connect';
export { isNotFound } from './record.rules';
export type * from './record.types';
