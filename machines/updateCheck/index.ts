export { updateCheckMachine } from './updateCheck.machine';
export { updateCheckSamples, SAMPLE_RUNNING, SAMPLE_NEXT, SAMPLE_CHECKED_AT } from './updateCheck.samples';
export { connectUpdateNotice, UPDATE_NOTICE, type UpdateNoticeView } from './updateCheck.connect';
export * from './updateCheck.rules';
export type * from './updateCheck.types';
