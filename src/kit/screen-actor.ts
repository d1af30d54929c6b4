// The kit's front door for screens: the screen actor hook and the collection / record / form hooks built
// on it. The hook itself lives in use-screen-actor.ts so the hooks below can use it without importing
// this file back (no import loop).
export { useScreenActor, type ScreenImplementations } from './use-screen-actor';
export { useCollectionScreen, useCollectionUrl, type CollectionScreenOptions } from './collection-screen';
export {
  useRecordFormScreen,
  useRecordScreen,
  type RecordFormScreenOptions,
  type RecordScreenOptions,
} from './record-screen';
/** Screens raise toasts through the one place the app adds them. */
export { pushToast } from './toasts';
export { useCollectionExport, useFilterDraft, type CollectionExportOptions } from './collection-tools';
