import type { ComponentType } from 'react';
import type { RecordFormView } from '../../../machines/recordForm';
import type { CatalogueKind, CatalogueKinds } from '../../domain/catalogue';
import type { FieldErrors } from '../../domain/formRules';
import type { DataTableColumn } from '../../ui';

/** Every text one catalogue shows (seed B §2, §8); the list and form patterns are shared. */
export interface CatalogueTexts {
  /** List title ('Card grades'). */
  title: string;
  /** The list's create button ('New card grade'). */
  newLabel: string;
  /** The archived checkbox ('Show archived card grades'). */
  showArchived: string;
  loadingList: string;
  /** First load failed ('Unable to load card grades.'). */
  loadFailed: string;
  /** Toast when a refresh fails with rows on screen. */
  refreshFailed: string;
  archiveFailed: string;
  /** Toast when a Restore fails ('Unable to restore that card grade.'). */
  restoreFailed: string;
  saveFailed: string;
  /** Success toasts, titled 'Saved'. */
  archived: string;
  /** 'Card grade restored.': an archived record is active again (issue 37; the seed shows no un-archive). */
  restored: string;
  created: string;
  updated: string;
  empty: string;
  emptyHint: string;
  createTitle: string;
  editTitle: string;
  /** Submit label when creating; editing reads 'Save changes'. */
  createLabel: string;
  formLoading: string;
  formLoadFailed: string;
}

type RecordOf<Kind extends CatalogueKind> = CatalogueKinds[Kind]['record'];
type InputOf<Kind extends CatalogueKind> = CatalogueKinds[Kind]['input'];

/** One catalogue: its backend kind, where it lives, its texts, columns and form (the backend keeps its order). */
export interface CatalogueConfig<Kind extends CatalogueKind, Values extends object> {
  kind: Kind;
  /** The list's path ('/configurations/card-grades'); /new and /{id}/edit hang off it. */
  path: string;
  texts: CatalogueTexts;
  /** Data columns; the shared list adds Status and Actions. */
  columns: readonly DataTableColumn<RecordOf<Kind>>[];
  /** What the archive confirmation calls a record: 'Archive {name}?'. */
  archiveName: (record: RecordOf<Kind>) => string;
  blank: Values;
  validate: (values: Values) => FieldErrors<string>;
  toValues: (record: RecordOf<Kind>) => Values;
  toInput: (values: Values) => InputOf<Kind>;
  Fields: ComponentType<{ form: RecordFormView<Values> }>;
}
