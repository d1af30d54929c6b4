import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { jsonResponse } from './compress';

/**
 * Every API response uses the contract's wrapper `{is-success, data, error-messages}` (seed A §7).
 * Paged searches add totalRecords, pageNumber and pageSize beside `data`, where the client reads them.
 * Failures also carry `code`, a machine-readable reason the client may use (the seed leaves server
 * codes open; these reuse the app's own codes where one fits).
 */
export interface Wrapped<T> {
  'is-success': boolean;
  data: T;
  'error-messages': string[];
  code?: string;
}

export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200): Response {
  const body: Wrapped<T> = { 'is-success': true, data, 'error-messages': [] };
  return jsonResponse(c, body, status);
}

export interface PageMeta {
  totalRecords: number;
  pageNumber: number;
  pageSize: number;
}

export function okPage<T>(c: Context, items: T[], meta: PageMeta): Response {
  return jsonResponse(c, { 'is-success': true, data: items, ...meta, 'error-messages': [] });
}

export function failureBody(messages: readonly string[], code: string): Wrapped<null> {
  return { 'is-success': false, data: null, 'error-messages': [...messages], code };
}
