export { createHttpBackend, type HttpBackendOptions } from './createHttpBackend';
