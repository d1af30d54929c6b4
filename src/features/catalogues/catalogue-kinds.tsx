import { css } from 'styled-system/css';
import type { RecordFormView } from '../../../machines/recordForm';
import type {
  CardGrade,
  CardGradeError,
  CardQualifier,
  PrescreenRecommendation,
} from '../../domain/catalogue';
import {
  toCardGradeErrorInput,
  toCardGradeInput,
  toCardQualifierInput,
  toRecommendationInput,
  validateCardGradeErrorForm,
  validateCardGradeForm,
  validateCardQualifierForm,
  validateRecommendationForm,
  type CardGradeErrorFormValues,
  type CardGradeFormValues,
  type CardQualifierFormValues,
  type RecommendationFormValues,
} from '../../domain/catalogueForms';
import { cardGradeDisplayName, recommendationArchiveName } from '../../domain/catalogueRules';
import { EMPTY_VALUE, formatNumber } from '../../domain/format';
import { gradingCompanyLabel } from '../../domain/statuses';
import type { CatalogueConfig } from './catalogue-config';
import { CompanyField, DescriptionField, SortOrderField, TextField } from './catalogue-fields';

const orDash = (text: string | null) => text?.trim() || EMPTY_VALUE;
const defaultNameStyle = css({ color: 'fg.muted' });
const sortOrderColumn = {
  key: 'sortOrder',
  header: 'Sort order',
  cell: (row: { sortOrder: number }) => formatNumber(row.sortOrder),
};
const companyColumn = {
  key: 'company',
  header: 'Grading company',
  cell: (row: { gradingCompany: unknown }) => gradingCompanyLabel(row.gradingCompany),
};

function CardGradeFields({ form }: { form: RecordFormView<CardGradeFormValues> }) {
  const company = form.field('gradingCompany');
  const disabled = form.saving;
  return (
    <>
      <CompanyField field={company} disabled={disabled} />
      <TextField field={form.field('score')} label="Score" required disabled={disabled} />
      <TextField field={form.field('code')} label="Code" required uppercase disabled={disabled} />
      <TextField
        field={form.field('name')}
        label="Display name"
        placeholder={cardGradeDisplayName({
          name: null,
          gradingCompany: company.value,
          score: form.field('score').value,
        })}
        helperText="Optional."
        disabled={disabled}
      />
      <SortOrderField field={form.field('sortOrder')} disabled={disabled} />
    </>
  );
}

export const CARD_GRADES: CatalogueConfig<'cardGrades', CardGradeFormValues> = {
  kind: 'cardGrades',
  path: '/configurations/card-grades',
  texts: {
    title: 'Card grades',
    newLabel: 'New card grade',
    showArchived: 'Show archived card grades',
    loadingList: 'Loading card grades…',
    loadFailed: 'Unable to load card grades.',
    refreshFailed: 'Unable to refresh card grades.',
    archiveFailed: 'Unable to archive that card grade.',
    restoreFailed: 'Unable to restore that card grade.',
    saveFailed: 'Unable to save that card grade.',
    archived: 'Card grade archived.',
    restored: 'Card grade restored.',
    created: 'Card grade created.',
    updated: 'Card grade updated.',
    empty: 'No card grades yet.',
    emptyHint: 'Create the grades your team records for each grading company.',
    createTitle: 'New card grade',
    editTitle: 'Edit card grade',
    createLabel: 'Create card grade',
    formLoading: 'Loading card grade…',
    formLoadFailed: 'We couldn’t load that card grade.',
  },
  columns: [
    companyColumn,
    { key: 'score', header: 'Score', cell: (grade: CardGrade) => orDash(grade.score) },
    { key: 'code', header: 'Code', cell: (grade: CardGrade) => orDash(grade.code) },
    // an empty display name reads as the grade is called elsewhere, 'PSA 10', muted (decision 0362)
    {
      key: 'name',
      header: 'Display name',
      cell: (grade: CardGrade) =>
        grade.name?.trim() || <span className={defaultNameStyle}>{cardGradeDisplayName(grade)}</span>,
    },
    sortOrderColumn,
  ],
  archiveName: cardGradeDisplayName,
  blank: { gradingCompany: 0, score: '', code: '', name: '', sortOrder: '0' },
  validate: validateCardGradeForm,
  toValues: (grade) => ({
    gradingCompany: grade.gradingCompany,
    score: grade.score,
    code: grade.code,
    name: grade.name ?? '',
    sortOrder: String(grade.sortOrder),
  }),
  toInput: toCardGradeInput,
  Fields: CardGradeFields,
};

function GradeErrorFields({ form }: { form: RecordFormView<CardGradeErrorFormValues> }) {
  const disabled = form.saving;
  return (
    <>
      <TextField field={form.field('code')} label="Code" required uppercase disabled={disabled} />
      <TextField field={form.field('name')} label="Name" required disabled={disabled} />
      <SortOrderField field={form.field('sortOrder')} disabled={disabled} />
      <DescriptionField field={form.field('description')} disabled={disabled} />
    </>
  );
}

export const GRADE_ERRORS: CatalogueConfig<'cardGradeErrors', CardGradeErrorFormValues> = {
  kind: 'cardGradeErrors',
  path: '/configurations/card-grade-errors',
  texts: {
    title: 'Grade errors',
    newLabel: 'New grade error',
    showArchived: 'Show archived grade errors',
    loadingList: 'Loading grade errors…',
    loadFailed: 'Unable to load grade errors.',
    refreshFailed: 'Unable to refresh grade errors.',
    archiveFailed: 'Unable to archive that grade error.',
    restoreFailed: 'Unable to restore that grade error.',
    saveFailed: 'Unable to save that grade error.',
    archived: 'Card grade error archived.',
    restored: 'Card grade error restored.',
    created: 'Grade error created.',
    updated: 'Grade error updated.',
    empty: 'No grade errors yet.',
    emptyHint: 'Create the errors graders can flag on a card.',
    createTitle: 'New grade error',
    editTitle: 'Edit grade error',
    createLabel: 'Create grade error',
    formLoading: 'Loading grade error…',
    formLoadFailed: 'We couldn’t load that grade error.',
  },
  columns: [
    { key: 'code', header: 'Code', cell: (error: CardGradeError) => orDash(error.code) },
    { key: 'name', header: 'Name', cell: (error: CardGradeError) => orDash(error.name) },
    { key: 'description', header: 'Description', cell: (error: CardGradeError) => orDash(error.description) },
    sortOrderColumn,
  ],
  archiveName: (error) => error.name.trim() || error.code.trim() || `grade error #${error.id}`,
  blank: { code: '', name: '', description: '', sortOrder: '0' },
  validate: validateCardGradeErrorForm,
  toValues: (error) => ({
    code: error.code,
    name: error.name,
    description: error.description ?? '',
    sortOrder: String(error.sortOrder),
  }),
  toInput: toCardGradeErrorInput,
  Fields: GradeErrorFields,
};

function QualifierFields({ form }: { form: RecordFormView<CardQualifierFormValues> }) {
  const company = form.field('gradingCompany');
  const disabled = form.saving;
  return (
    <>
      <CompanyField field={company} disabled={disabled} />
      <TextField field={form.field('code')} label="Code" required uppercase disabled={disabled} />
      <TextField
        field={form.field('name')}
        label="Display name"
        placeholder={`${gradingCompanyLabel(company.value)} qualifier`}
        helperText="Optional."
        disabled={disabled}
      />
      <SortOrderField
        field={form.field('sortOrder')}
        helperText="Lower numbers are listed first within each grading company."
        disabled={disabled}
      />
      <DescriptionField field={form.field('description')} disabled={disabled} />
    </>
  );
}

export const CARD_QUALIFIERS: CatalogueConfig<'cardQualifiers', CardQualifierFormValues> = {
  kind: 'cardQualifiers',
  path: '/configurations/card-qualifiers',
  texts: {
    title: 'Card qualifiers',
    newLabel: 'New qualifier',
    showArchived: 'Show archived qualifiers',
    loadingList: 'Loading qualifiers…',
    loadFailed: 'Unable to load qualifiers.',
    refreshFailed: 'Unable to refresh qualifiers.',
    archiveFailed: 'Unable to archive that qualifier.',
    restoreFailed: 'Unable to restore that qualifier.',
    saveFailed: 'Unable to save that qualifier.',
    archived: 'Card qualifier archived.',
    restored: 'Card qualifier restored.',
    created: 'Card qualifier created.',
    updated: 'Card qualifier updated.',
    empty: 'No qualifiers yet.',
    emptyHint: 'Create the qualifiers each grading company can add to a grade.',
    createTitle: 'New qualifier',
    editTitle: 'Edit qualifier',
    createLabel: 'Create qualifier',
    formLoading: 'Loading qualifier…',
    formLoadFailed: 'We couldn’t load that qualifier.',
  },
  columns: [
    companyColumn,
    { key: 'code', header: 'Code', cell: (qualifier: CardQualifier) => orDash(qualifier.code) },
    { key: 'name', header: 'Display name', cell: (qualifier: CardQualifier) => orDash(qualifier.name) },
    {
      key: 'description',
      header: 'Description',
      cell: (qualifier: CardQualifier) => orDash(qualifier.description),
    },
    sortOrderColumn,
  ],
  archiveName: (qualifier) => qualifier.name?.trim() || qualifier.code.trim() || `qualifier #${qualifier.id}`,
  blank: { gradingCompany: 0, code: '', name: '', description: '', sortOrder: '0' },
  validate: validateCardQualifierForm,
  toValues: (qualifier) => ({
    gradingCompany: qualifier.gradingCompany,
    code: qualifier.code,
    name: qualifier.name ?? '',
    description: qualifier.description ?? '',
    sortOrder: String(qualifier.sortOrder),
  }),
  toInput: toCardQualifierInput,
  Fields: QualifierFields,
};

function RecommendationFields({ form }: { form: RecordFormView<RecommendationFormValues> }) {
  const disabled = form.saving;
  return (
    <>
      <TextField field={form.field('name')} label="Name" required disabled={disabled} />
      <DescriptionField field={form.field('description')} disabled={disabled} />
    </>
  );
}

export const RECOMMENDATIONS: CatalogueConfig<'prescreenRecommendations', RecommendationFormValues> = {
  kind: 'prescreenRecommendations',
  path: '/configurations/prescreen-recommendations',
  texts: {
    title: 'Prescreen recommendations',
    newLabel: 'New recommendation',
    showArchived: 'Show archived recommendations',
    loadingList: 'Loading recommendations…',
    loadFailed: 'Unable to load recommendations.',
    refreshFailed: 'Unable to refresh recommendations.',
    archiveFailed: 'Unable to archive that recommendation.',
    restoreFailed: 'Unable to restore that recommendation.',
    saveFailed: 'Unable to save that recommendation.',
    archived: 'Recommendation archived.',
    restored: 'Recommendation restored.',
    created: 'Recommendation created.',
    updated: 'Recommendation updated.',
    empty: 'No recommendations yet.',
    emptyHint: 'Create guidance your prescreen team can apply consistently.',
    createTitle: 'New recommendation',
    editTitle: 'Edit recommendation',
    createLabel: 'Create recommendation',
    formLoading: 'Loading recommendation…',
    formLoadFailed: 'We couldn’t load that recommendation.',
  },
  columns: [
    { key: 'name', header: 'Name', cell: (item: PrescreenRecommendation) => orDash(item.name) },
    {
      key: 'description',
      header: 'Description',
      cell: (item: PrescreenRecommendation) => item.description?.trim() || 'No description provided.',
    },
  ],
  archiveName: recommendationArchiveName,
  blank: { name: '', description: '' },
  validate: validateRecommendationForm,
  toValues: (item) => ({ name: item.name, description: item.description ?? '' }),
  toInput: toRecommendationInput,
  Fields: RecommendationFields,
};
