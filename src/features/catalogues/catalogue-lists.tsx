import { listScreen } from '../../kit/list-screen';
import { CARD_GRADES, CARD_QUALIFIERS, GRADE_ERRORS, RECOMMENDATIONS } from './catalogue-kinds';
import { catalogueList } from './catalogue-list';

/** The four catalogue lists (seed B §2): each one line, its texts and columns in its catalogue's config. */
export const CardGradesScreen = listScreen(catalogueList(CARD_GRADES));
export const GradeErrorsScreen = listScreen(catalogueList(GRADE_ERRORS));
export const CardQualifiersScreen = listScreen(catalogueList(CARD_QUALIFIERS));
export const RecommendationsScreen = listScreen(catalogueList(RECOMMENDATIONS));
