import { lazy, type ComponentType } from 'react';
import SignInScreen from '../features/session/sign-in-screen';
import type { RouteName } from './routes';
import type { ScreenProps } from '../kit/services';

type Screen = ComponentType<ScreenProps>;

/**
 * Every screen is its own chunk, loaded when its route is first visited, so the sign-in page downloads
 * only what it needs (the sign-in screen excepted, below). To add a screen: build it in src/features/<area>/ with a default export taking
 * ScreenProps, and point its route name here at `lazy(() => import(...))`.
 */
const placeholder: Screen = lazy(() => import('./layout/placeholder-screen'));

// The one screen in the first chunk: most visits start on it, and a lazy form would arrive after the
// card has painted, moving the card (layout shift) and delaying the largest paint by a round trip.
const signIn: Screen = SignInScreen;
const resetPassword: Screen = lazy(() => import('../features/session/reset-password-screen'));
const signUp: Screen = lazy(() => import('../features/session/sign-up-screen'));
const loadDashboard = () => import('../features/dashboard/dashboard-screen');
const dashboard: Screen = lazy(loadDashboard);
const settings: Screen = lazy(() => import('../features/settings/settings-screen'));
const workflows: Screen = lazy(() => import('../features/workflows/workflows-library'));
const workflowTypeDetail: Screen = lazy(() => import('../features/workflows/workflow-type-detail'));
const submissions: Screen = lazy(() => import('../features/submissions/submissions-screen'));
const submissionForm: Screen = lazy(() => import('../features/submissions/submission-form-screen'));
const customers: Screen = lazy(() => import('../features/customers/customers-screen'));
const customerDetail: Screen = lazy(() => import('../features/customers/customer-detail-screen'));
const customerForm: Screen = lazy(() => import('../features/customers/customer-form-screen'));
const employees: Screen = lazy(() => import('../features/employees/employees-screen'));
const employeeDetail: Screen = lazy(() => import('../features/employees/employee-detail-screen'));
const employeeForm: Screen = lazy(() => import('../features/employees/employee-form-screen'));
const activity: Screen = lazy(() => import('../features/activity/activity-screen'));
// The four catalogues share one chunk: the list and form pattern, with a config per catalogue.
const loadCatalogues = () => import('../features/catalogues/catalogue-screens');
const catalogue = (pick: (screens: Awaited<ReturnType<typeof loadCatalogues>>) => Screen): Screen =>
  lazy(() => loadCatalogues().then((screens) => ({ default: pick(screens) })));
const grading: Screen = lazy(() => import('../features/grading/grading-screen'));
const reports: Screen = lazy(() => import('../features/reports/reports-screen'));
const consignments: Screen = lazy(() => import('../features/consignments/consignments-screen'));
const advancedSearch: Screen = lazy(() => import('../features/advanced-search/advanced-search-screen'));
const submissionDetail: Screen = lazy(() => import('./composed/submission-detail'));
const prescreenQueue: Screen = lazy(() => import('../features/prescreen/prescreen-queue-screen'));
const prescreenReview: Screen = lazy(() => import('../features/prescreen/prescreen-review-screen'));
// Issue 26: the analysts' live statecharts; Mermaid loads only inside this chunk.
const statecharts: Screen = lazy(() => import('../features/statecharts/statecharts-screen'));

export const SCREENS: Readonly<Partial<Record<RouteName, Screen>>> = {
  login: signIn,
  'reset-password': resetPassword,
  'sign-up': signUp,
  dashboard,
  settings,
  submissions,
  'submission-create': submissionForm,
  'submission-edit': submissionForm,
  customers,
  'customer-detail': customerDetail,
  'customer-create': customerForm,
  'customer-edit': customerForm,
  'submission-detail': submissionDetail,
  employees,
  'employee-detail': employeeDetail,
  'employee-create': employeeForm,
  'employee-edit': employeeForm,
  activity,
  'configurations-card-grades': catalogue((screens) => screens.CardGradesScreen),
  'card-grade-create': catalogue((screens) => screens.CardGradeFormScreen),
  'card-grade-edit': catalogue((screens) => screens.CardGradeFormScreen),
  'configurations-card-grade-errors': catalogue((screens) => screens.GradeErrorsScreen),
  'card-grade-error-create': catalogue((screens) => screens.GradeErrorFormScreen),
  'card-grade-error-edit': catalogue((screens) => screens.GradeErrorFormScreen),
  'configurations-card-qualifiers': catalogue((screens) => screens.CardQualifiersScreen),
  'card-qualifier-create': catalogue((screens) => screens.CardQualifierFormScreen),
  'card-qualifier-edit': catalogue((screens) => screens.CardQualifierFormScreen),
  'configurations-prescreen-recommendations': catalogue((screens) => screens.RecommendationsScreen),
  'prescreen-recommendation-create': catalogue((screens) => screens.RecommendationFormScreen),
  'prescreen-recommendation-edit': catalogue((screens) => screens.RecommendationFormScreen),
  prescreen: prescreenQueue,
  'prescreen-review': prescreenReview,
  workflows,
  'workflow-type-detail': workflowTypeDetail,
  grading,
  reports,
  consignments,
  'advanced-search': advancedSearch,
  statecharts,
};

/**
 * Where a sign-in lands: fetched while the sign-in call runs (preload.ts), and while a stored session
 * is recovered on /dashboard (shell.tsx), so it shows as soon as the session is known.
 */
export const preloadDashboard = () => void loadDashboard().catch(() => undefined);

/** The screen for a route; routes whose screen is not built yet show the titled placeholder. */
export const screenFor = (name: RouteName): Screen => SCREENS[name] ?? placeholder;
