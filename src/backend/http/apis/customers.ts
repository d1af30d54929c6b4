import { AppError } from '../../../domain/errors';
import type { CustomerInput } from '../../../domain/customer';
import type { CustomersApi } from '../../backend';
import type { HttpClient } from '../client';
import { idForBody, readCreatedId, requireId, segment } from '../ids';
import { parseCustomer, parseCustomerList } from '../schemas/customer';

const requireCustomerId = (id: string) => requireId(id, 'CUSTOMER_ID_REQUIRED', 'Customer id is required');

/** userId is the numeric link to a user; an empty one is sent as null. */
const toBody = (input: CustomerInput) => ({ ...input, userId: idForBody(input.userId) });

export function createCustomersApi(client: HttpClient): CustomersApi {
  const get: CustomersApi['get'] = async (id, options) => {
    const customerId = requireCustomerId(id);
    const payload = await client.request({
      method: 'get',
      path: `employee/customer/${segment(customerId)}`,
      signal: options?.signal,
      fallback: 'Failed to load customer',
    });
    return parseCustomer(payload);
  };

  return {
    async search(query, options) {
      const payload = await client.request({
        method: 'post',
        path: 'employee/customer/search',
        json: { ...query, sort: query.sort?.map(({ field, desc }) => ({ field, desc })) },
        signal: options?.signal,
        fallback: 'Customer search failed',
      });
      const list = parseCustomerList(payload);
      return {
        items: list.items,
        totalRecords: list.total,
        pageNumber: list.pageNumber ?? query.pageNumber,
        pageSize: list.pageSize ?? query.pageSize,
      };
    },
    get,
    async create(input, options) {
      const payload = await client.request({
        method: 'put',
        path: 'employee/customer',
        json: toBody(input),
        signal: options?.signal,
        fallback: 'Failed to create customer',
      });
      const id = readCreatedId(payload);
      if (id === null) {
        throw new AppError('MISSING_CUSTOMER_ID', 'Customer creation succeeded but no id was returned');
      }
      return get(id, options);
    },
    async update(id, input, options) {
      const customerId = requireCustomerId(id);
      await client.request({
        method: 'post',
        path: `employee/customer/${segment(customerId)}`,
        json: toBody(input),
        signal: options?.signal,
        fallback: 'Failed to update customer',
      });
      return get(customerId, options);
    },
    async remove(id, options) {
      const customerId = requireCustomerId(id);
      await client.request({
        method: 'delete',
        path: `employee/customer/${segment(customerId)}`,
        signal: options?.signal,
        fallback: 'Failed to delete customer',
      });
    },
  };
}
