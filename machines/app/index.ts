export { appMachine, appChildren } from './app.machine';
export { appSamples } from './app.samples';
export * from './app.texts';
export type * from './app.types';
export { connectApp, type AppView } from './app.connect';
