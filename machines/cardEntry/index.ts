export { cardEntryMachine } from './cardEntry.machine';
export { cardEntrySamples } from './cardEntry.samples';
export { SAVE_FAILED, entryFields, keptValues, rowProblems } from './cardEntry.rules';
export type * from './cardEntry.types';
export {
  connectCardEntry,
  type CardEntryView,
  type EntryRowView,
  type EntryStatus,
} from './cardEntry.connect';
