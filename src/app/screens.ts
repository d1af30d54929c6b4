import type { ComponentType } from 'react';
import { lazyRecovering } from '../kit/chunk-recovery';
import SignInScreen from '../features/session/sign-in-screen';
import type { RouteName } from './routes';
import type { ScreenProps } from '../kit/services';

type Screen = ComponentType<ScreenProps>;

/**
 * Every screen is its own chunk, loaded when its route is first visited, so the sign-in page downloads
 * only what it needs (the sign-in screen excepted, below). To add a screen: build it in src/features/<area>/ with a default export taking
 * ScreenProps, and point its route name here at `lazyRecovering(() => import(...))`.
 */
const placeholder: Screen = lazyRecovering(() => import('./layout/placeholder-screen'));

// The one screen in the first chunk: most visits start on it, and a lazy form would arrive after the
// card has painted, moving the card (layout shift) and delaying the largest paint by a round trip.
const signIn: Screen = SignInScreen;
const resetPassword: Screen = lazyRecovering(() => import('../features/session/reset-password-screen'));
const signUp: Screen = lazyRecovering(() => import('../features/session/sign-up-screen'));
const loadDashboard = () => import('../features/dashboard/dashboard-screen');
const dashboard: Screen = lazyRecovering(loadDashboard);
const settings: Screen = lazyRecovering(() => import('../features/settings/settings-screen'));
const workflows: Screen = lazyRecovering(() => import('../features/workflows/workflows-library'));
const workflowTypeDetail: Screen = lazyRecovering(() => import('../features/workflows/workflow-type-detail'));
const submissions: Screen = lazyRecovering(() => import('../features/submissions/submissions-screen'));
const submissionForm: Screen = lazyRecovering(() => import('../features/submissions/submission-form-screen'));
const customers: Screen = lazyRecovering(() => import('../features/customers/customers-screen'));
const customerDetail: Screen = lazyRecovering(() => import('../features/customers/customer-detail-screen'));
const customerForm: Screen = lazyRecovering(() => import('../features/customers/customer-form-screen'));
const employees: Screen = lazyRecovering(() => import('../features/employees/employees-screen'));
const employeeDetail: Screen = lazyRecovering(() => import('../features/employees/employee-detail-screen'));
const employeeForm: Screen = lazyRecovering(() => import('../features/employees/employee-form-screen'));
const outbox: Screen = lazyRecovering(() => import('../features/outbox/outbox-screen'));
const outboxMessage: Screen = lazyRecovering(() => import('../features/outbox/outbox-message-screen'));
const activity: Screen = lazyRecovering(() => import('../features/activity/activity-screen'));
// The four catalogues share one chunk: the list and form pattern, with a config per catalogue.
const loadCatalogues = () => import('../features/catalogues/catalogue-screens');
const catalogue = (pick: (screens: Awaited<ReturnType<typeof loadCatalogues>>) => Screen): Screen =>
  lazyRecovering(() => loadCatalogues().then((screens) => ({ default: pick(screens) })));
const grading: Screen = lazyRecovering(() => import('../features/grading/grading-screen'));
const graderOrder: Screen = lazyRecovering(() => import('../features/grading/grader-order-screen'));
const packingSlip: Screen = lazyRecovering(() => import('../features/grading/packing-slip-screen'));
const cardLabels: Screen = lazyRecovering(() => import('../features/grading/card-labels-screen'));
const graderOrderForm: Screen = lazyRecovering(() => import('../features/grading/grader-order-form-screen'));
const reports: Screen = lazyRecovering(() => import('../features/reports/reports-screen'));
const consignments: Screen = lazyRecovering(() => import('../features/consignments/consignments-screen'));
const advancedSearch: Screen = lazyRecovering(
  () => import('../features/advanced-search/advanced-search-screen'),
);
const submissionDetail: Screen = lazyRecovering(() => import('./composed/submission-detail'));
const prescreenQueue: Screen = lazyRecovering(() => import('../features/prescreen/prescreen-queue-screen'));
const prescreenReview: Screen = lazyRecovering(() => import('../features/prescreen/prescreen-review-screen'));
// Issue 26: the analysts' live statecharts; Mermaid loads only inside this chunk.
// Issue 40: the customer's own pages.
const mySubmissions: Screen = lazyRecovering(() => import('../features/portal/my-submissions-screen'));
const mySubmission: Screen = lazyRecovering(() => import('../features/portal/my-submission-screen'));
const myInvoice: Screen = lazyRecovering(() => import('../features/portal/my-invoice-screen'));
const submissionInvoice: Screen = lazyRecovering(
  () => import('../features/submissions/submission-invoice-screen'),
);
const myDetails: Screen = lazyRecovering(() => import('../features/portal/my-details-screen'));
const businessProfile: Screen = lazyRecovering(() => import('../features/settings/business-profile-screen'));
const statecharts: Screen = lazyRecovering(() => import('../features/statecharts/statecharts-screen'));

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
  outbox,
  'outbox-message': outboxMessage,
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
  'my-submissions': mySubmissions,
  'my-submission': mySubmission,
  'my-details': myDetails,
  'my-invoice': myInvoice,
  'submission-invoice': submissionInvoice,
  'business-profile': businessProfile,
  'prescreen-review': prescreenReview,
  workflows,
  'workflow-type-detail': workflowTypeDetail,
  grading,
  'grader-order-create': graderOrderForm,
  'grader-order-detail': graderOrder,
  'grader-order-edit': graderOrderForm,
  'grader-order-packing-slip': packingSlip,
  'grader-order-labels': cardLabels,
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
