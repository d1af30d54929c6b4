export { prescreenDraftMachine } from './prescreenDraft.machine';
export { prescreenDraftSamples } from './prescreenDraft.samples';
export { connectPrescreenDraft, type PrescreenDraftView } from './prescreenDraft.connect';
export {
  PRESCREEN_LOAD_FAILED,
  PRESCREEN_SAVED,
  PRESCREEN_SAVE_FAILED,
  keepDrafts,
} from './prescreenDraft.rules';
export type * from './prescreenDraft.types';
