export { cardUploadMachine } from './cardUpload.machine';
export { cardUploadSamples, SAMPLE_READ, SAMPLE_DROP, SAMPLE_NOTE } from './cardUpload.samples';
export * from './cardUpload.rules';
export * from './cardUpload.connect';
export type * from './cardUpload.types';
