import type { ScreenProps } from '../../kit/services';
import type { CatalogueKind } from '../../domain/catalogue';
import type { CatalogueConfig } from './catalogue-config';
import { CatalogueForm } from './catalogue-form';
import { CARD_GRADES, CARD_QUALIFIERS, GRADE_ERRORS, RECOMMENDATIONS } from './catalogue-kinds';
import { CatalogueEdit } from './catalogue-restore';

// One chunk for the catalogues: their lists come with the forms.
export * from './catalogue-lists';

/**
 * The four catalogues' create and edit forms (seed B §2), each the shared form with its own config. The
 * edit routes carry the record id (an archived record opens read-only, with Restore); the create routes none.
 */
function formScreen<Kind extends CatalogueKind, Values extends object>(
  config: CatalogueConfig<Kind, Values>,
) {
  return function CatalogueFormScreen({ params }: ScreenProps) {
    return params.id ? (
      <CatalogueEdit key={params.id} config={config} recordId={params.id} />
    ) : (
      <CatalogueForm config={config} recordId={null} />
    );
  };
}

export const CardGradeFormScreen = formScreen(CARD_GRADES);
export const GradeErrorFormScreen = formScreen(GRADE_ERRORS);
export const CardQualifierFormScreen = formScreen(CARD_QUALIFIERS);
export const RecommendationFormScreen = formScreen(RECOMMENDATIONS);
