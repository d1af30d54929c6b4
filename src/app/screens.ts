import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from './routes';
import type { ScreenProps } from './services';

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

/**
 * Every screen is its own chunk, loaded when its route is first visited, so the sign-in page downloads
 * only what it needs. To add a screen: build it in src/features/<area>/ with a default export taking
 * ScreenProps, and point its route name here at `lazy(() => import(...))`.
 */
const placeholder: Screen = lazy(() => import('./placeholder-screen'));

const signIn: Screen = lazy(() => import('../features/session/sign-in-screen'));
const resetPassword: Screen = lazy(() => import('../features/session/reset-password-screen'));
const signUp: Screen = lazy(() => import('../features/session/sign-up-screen'));
const dashboard: Screen = lazy(() => import('../features/dashboard/dashboard-screen'));
const settings: Screen = lazy(() => import('../features/settings/settings-screen'));
const customers: Screen = lazy(() => import('../features/customers/customers-screen'));
const customerDetail: Screen = lazy(() => import('../features/customers/customer-detail-screen'));
const customerForm: Screen = lazy(() => import('../features/customers/customer-form-screen'));
const submissionDetail: Screen = lazy(() => import('./composed/submission-detail'));

export const SCREENS: Readonly<Partial<Record<RouteName, Screen>>> = {
  login: signIn,
  'reset-password': resetPassword,
  'sign-up': signUp,
  dashboard,
  settings,
  customers,
  'customer-detail': customerDetail,
  'customer-create': customerForm,
  'customer-edit': customerForm,
  'submission-detail': submissionDetail,
};

/** The screen for a route; routes whose screen is not built yet show the titled placeholder. */
export const screenFor = (name: RouteName): Screen => SCREENS[name] ?? placeholder;
