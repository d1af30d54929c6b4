import type { CustomerInput } from '../../../domain/customer';
import type { CustomersApi } from '../../backend';
import type { HttpClient } from '../client';
import { idForBody, requireId } from '../ids';
import { parseDirectoryCounts } from '../schemas/directoryCounts';
import { parseCustomer, parseCustomerList } from '../schemas/customer';
import { asPage, sortForBody } from './paging';
import { createRecordCalls } from './recordCalls';

/** userId is the numeric link to a user; an empty one is sent as null. */
const toBody = (input: CustomerInput) => ({ ...input, userId: idForBody(input.userId) });

export function createCustomersApi(client: HttpClient): CustomersApi {
  const records = createRecordCalls(client, {
    base: 'employee/customer',
    checkId: (id) => requireId(id, 'CUSTOMER_ID_REQUIRED', 'Customer id is required'),
    parse: parseCustomer,
    toBody,
    missingId: {
      code: 'MISSING_CUSTOMER_ID',
      message: 'Customer creation succeeded but no id was returned',
    },
    fallbacks: {
      get: 'Failed to load customer',
      create: 'Failed to create customer',
      update: 'Failed to update customer',
      remove: 'Failed to delete customer',
    },
  });

  return {
    async search(query, options) {
      const payload = await client.request({
        method: 'post',
        path: 'employee/customer/search',
        json: { ...query, sort: sortForBody(query.sort) },
        signal: options?.signal,
        fallback: 'Customer search failed',
      });
      return asPage(parseCustomerList(payload), query);
    },
    async counts(options) {
      const payload = await client.request({
        method: 'get',
        path: 'employee/customer/counts',
        signal: options?.signal,
        fallback: 'Failed to load customers',
      });
      return parseDirectoryCounts(payload);
    },
    ...records,
  };
}
