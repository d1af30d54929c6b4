export { recordFormMachine } from './recordForm.machine';
export { recordFormSamples } from './recordForm.samples';
export { connectRecordForm, type RecordFormView } from './recordForm.connect';
export { firstErrorField, isDirty } from './recordForm.rules';
export type * from './recordForm.types';
