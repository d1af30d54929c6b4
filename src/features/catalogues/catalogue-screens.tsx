import type { ScreenProps } from '../../kit/services';
import { CatalogueForm } from './catalogue-form';
import { CARD_GRADES, CARD_QUALIFIERS, GRADE_ERRORS, RECOMMENDATIONS } from './catalogue-kinds';
import { CatalogueList } from './catalogue-list';

/**
 * The four configuration catalogues (seed B §2), each a list and a create/edit form built from the
 * shared pattern with its own config. The edit routes carry the record id; the create routes none.
 */
const recordId = ({ params }: ScreenProps) => params.id ?? null;

export const CardGradesScreen = () => <CatalogueList config={CARD_GRADES} />;
export const CardGradeFormScreen = (props: ScreenProps) => (
  <CatalogueForm config={CARD_GRADES} recordId={recordId(props)} />
);

export const GradeErrorsScreen = () => <CatalogueList config={GRADE_ERRORS} />;
export const GradeErrorFormScreen = (props: ScreenProps) => (
  <CatalogueForm config={GRADE_ERRORS} recordId={recordId(props)} />
);

export const CardQualifiersScreen = () => <CatalogueList config={CARD_QUALIFIERS} />;
export const CardQualifierFormScreen = (props: ScreenProps) => (
  <CatalogueForm config={CARD_QUALIFIERS} recordId={recordId(props)} />
);

export const RecommendationsScreen = () => <CatalogueList config={RECOMMENDATIONS} />;
export const RecommendationFormScreen = (props: ScreenProps) => (
  <CatalogueForm config={RECOMMENDATIONS} recordId={recordId(props)} />
);
