import { AppError } from '../../../domain/errors';
import type { EmployeesApi } from '../../backend';
import type { HttpClient } from '../client';
import { readCreatedId, requireId, segment } from '../ids';
import { parseEmployee, parseEmployeeList } from '../schemas/employee';

const BASE = 'employee/employees';
const requireEmployeeId = (id: string) => requireId(id, 'EMPLOYEE_ID_REQUIRED', 'Employee id is required');

export function createEmployeesApi(client: HttpClient): EmployeesApi {
  const get: EmployeesApi['get'] = async (id, options) => {
    const payload = await client.request({
      method: 'get',
      path: `${BASE}/${segment(requireEmployeeId(id))}`,
      signal: options?.signal,
      fallback: 'Failed to load employee',
    });
    return parseEmployee(payload);
  };

  return {
    async list(options) {
      const payload = await client.request({
        method: 'get',
        path: BASE,
        signal: options?.signal,
        fallback: 'Failed to load employees',
      });
      // The directory is read in first-name order whatever order the server keeps.
      return parseEmployeeList(payload).sort(
        (a, b) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName),
      );
    },
    get,
    async create(input, options) {
      const payload = await client.request({
        method: 'put',
        path: BASE,
        json: input,
        signal: options?.signal,
        fallback: 'Failed to create employee',
      });
      const id = readCreatedId(payload);
      if (id === null)
        throw new AppError('EMPLOYEE_PARSE_ERROR', 'Employee creation succeeded but no id was returned');
      return get(id, options);
    },
    async update(id, input, options) {
      const employeeId = requireEmployeeId(id);
      await client.request({
        method: 'post',
        path: `${BASE}/${segment(employeeId)}`,
        json: input,
        signal: options?.signal,
        fallback: 'Failed to update employee',
      });
      return get(employeeId, options);
    },
    async remove(id, options) {
      await client.request({
        method: 'delete',
        path: `${BASE}/${segment(requireEmployeeId(id))}`,
        signal: options?.signal,
        fallback: 'Failed to delete employee',
      });
    },
  };
}
