import type { EmployeesApi } from '../../backend';
import type { HttpClient } from '../client';
import { requireId } from '../ids';
import * as v from 'valibot';
import { parseEmployee, parseEmployeeList, parseEmployeePage } from '../schemas/employee';
import { searchText } from './paging';
import { createRecordCalls } from './recordCalls';

const BASE = 'employee/employees';

const Cleared = v.object({ cleared: v.pipe(v.number(), v.integer(), v.minValue(0)) });

export function createEmployeesApi(client: HttpClient): EmployeesApi {
  const records = createRecordCalls(client, {
    base: BASE,
    checkId: (id) => requireId(id, 'EMPLOYEE_ID_REQUIRED', 'Employee id is required'),
    parse: parseEmployee,
    toBody: (input: Parameters<EmployeesApi['create']>[0]) => input,
    missingId: {
      code: 'EMPLOYEE_PARSE_ERROR',
      message: 'Employee creation succeeded but no id was returned',
    },
    fallbacks: {
      get: 'Failed to load employee',
      create: 'Failed to create employee',
      update: 'Failed to update employee',
      remove: 'Failed to delete employee',
    },
  });

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
    search: (query, options) =>
      searchText(client, `${BASE}/search`, query, parseEmployeePage, 'Failed to load employees', options),
    async clearSignInFailures(id, options) {
      const employeeId = requireId(id, 'EMPLOYEE_ID_REQUIRED', 'Employee id is required');
      const payload = await client.request({
        method: 'delete',
        path: `${BASE}/${employeeId}/sign-in-failures`,
        signal: options?.signal,
        fallback: 'Unable to clear failed sign-ins',
      });
      const parsed = v.safeParse(Cleared, payload);
      return parsed.success ? parsed.output.cleared : 0;
    },
    async resendInvitation(id, options) {
      const employeeId = requireId(id, 'EMPLOYEE_ID_REQUIRED', 'Employee id is required');
      await client.request({
        method: 'post',
        path: `${BASE}/${employeeId}/invitation`,
        signal: options?.signal,
        fallback: 'Unable to resend the invitation',
      });
    },
    ...records,
  };
}
