export { gradeImportMachine } from './gradeImport.machine';
export { gradeImportSamples } from './gradeImport.samples';
export { APPLY_FAILED, EMPTY_FILE, NO_ROWS, UNREADABLE, refusalsOf } from './gradeImport.rules';
export type * from './gradeImport.types';
export {
  connectGradeImport,
  type ColumnChoice,
  type GradeImportView,
  type RefusalNotice,
} from './gradeImport.connect';
