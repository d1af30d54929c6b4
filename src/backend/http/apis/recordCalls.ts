import { AppError, type AppErrorCode } from '../../../domain/errors';
import type { RecordApi } from '../../backend';
import type { HttpClient } from '../client';
import { readCreatedId, segment } from '../ids';
import { createHeaders, updateHeaders } from '../writeHeaders';

/**
 * What differs between the contract's record resources (customers, submissions, employees, workflow
 * types, step types, catalogues). They all follow one pattern: GET base/{id}; PUT base answers the new
 * id; POST base/{id} updates; DELETE base/{id}; every write reads the record back by id.
 */
export interface RecordResource<Item, Input> {
  /** Path under the API base ('employee/customer'). */
  base: string;
  /** Checks an id before any request (throwing the resource's own code) and returns it cleaned. */
  checkId(id: string): string;
  parse(payload: unknown): Item;
  toBody(input: Input): unknown;
  /** The error when a create succeeds without answering an id. */
  missingId: { code: AppErrorCode; message: string };
  /** Messages for failures the server did not explain. */
  fallbacks: { get: string; create: string; update: string; remove: string };
}

export function createRecordCalls<Item, Input>(
  client: HttpClient,
  resource: RecordResource<Item, Input>,
): RecordApi<Item, Input> {
  const { base, checkId, parse, toBody, missingId, fallbacks } = resource;
  const at = (id: string) => `${base}/${segment(checkId(id))}`;

  const get: RecordApi<Item, Input>['get'] = async (id, options) =>
    parse(
      await client.request({ method: 'get', path: at(id), signal: options?.signal, fallback: fallbacks.get }),
    );

  return {
    get,
    async create(input, options) {
      const payload = await client.request({
        method: 'put',
        path: base,
        json: toBody(input),
        ...createHeaders(options),
        signal: options?.signal,
        fallback: fallbacks.create,
      });
      const id = readCreatedId(payload);
      if (id === null) throw new AppError(missingId.code, missingId.message);
      return get(id, options);
    },
    async update(id, input, options) {
      const checked = checkId(id);
      await client.request({
        method: 'post',
        path: at(checked),
        json: toBody(input),
        ...updateHeaders(options),
        signal: options?.signal,
        fallback: fallbacks.update,
      });
      return get(checked, options);
    },
    async remove(id, options) {
      await client.request({
        method: 'delete',
        path: at(id),
        signal: options?.signal,
        fallback: fallbacks.remove,
      });
    },
  };
}
