import type { ScreenProps } from '../../kit/services';
import { CatalogueForm } from './catalogue-form';
import { CARD_GRADES, CARD_QUALIFIERS, GRADE_ERRORS, RECOMMENDATIONS } from './catalogue-kinds';

// One chunk for the catalogues: their lists come with the forms.
export * from './catalogue-lists';

/**
 * The four catalogues' create and edit forms (seed B §2), each the shared form with its own config. The
 * edit routes carry the record id; the create routes none.
 */
const recordId = ({ params }: ScreenProps) => params.id ?? null;

export const CardGradeFormScreen = (props: ScreenProps) => (
  <CatalogueForm config={CARD_GRADES} recordId={recordId(props)} />
);
export const GradeErrorFormScreen = (props: ScreenProps) => (
  <CatalogueForm config={GRADE_ERRORS} recordId={recordId(props)} />
);
export const CardQualifierFormScreen = (props: ScreenProps) => (
  <CatalogueForm config={CARD_QUALIFIERS} recordId={recordId(props)} />
);
export const RecommendationFormScreen = (props: ScreenProps) => (
  <CatalogueForm config={RECOMMENDATIONS} recordId={recordId(props)} />
);
