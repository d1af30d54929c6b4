import { Hono } from 'hono';
import * as v from 'valibot';
import { withoutEchoes } from '../../src/domain/customerSearch';
import { SMART_LIST_IDS } from '../../src/domain/customerSmartLists';
import { type CustomerRow, customerPayload } from '../db/customers';
import { withGrading } from '../../src/domain/customerGrading';
import { CUSTOMER_AUDIT_FIELDS, auditFieldsOf } from '../../src/domain/audit';
import type { AppDeps, AppEnv } from '../http/env';
import { crudResource, crudRoutes } from '../http/crud';
import { MESSAGES } from '../../src/domain/formRules';
import {
  emailField,
  optionalBoolean,
  optionalPhone,
  optionalState,
  optionalString,
  optionalZip,
  requiredText,
  optionalFilter,
  LIMITS,
} from '../http/fields';
import { pagedSearch } from '../http/paging';
import { readBody } from '../http/validate';
import { ok, okPage } from '../http/wrap';

const SearchBody = v.object({
  ...pagedSearch(['lastName', 'firstName', 'id', 'isActive']),
  isActive: v.optional(v.nullable(v.boolean())),
  name: optionalFilter,
  firstName: optionalFilter,
  lastName: optionalFilter,
  email: optionalFilter,
  phoneNumber: optionalFilter,
  address1: optionalFilter,
  address2: optionalFilter,
  city: optionalFilter,
  state: optionalFilter,
  zipCode: optionalFilter,
  searchTerm: optionalFilter,
  smartList: v.optional(v.nullable(v.picklist(SMART_LIST_IDS, 'Unknown smart list.'))),
});

/** Accepts the alternative names clients use (phone, zipcode) before validating. */
const withAlternateNames = v.transform((input: Record<string, unknown>) => ({
  ...input,
  phoneNumber: input.phoneNumber ?? input.phone,
  zipCode: input.zipCode ?? input.zipcode,
}));

export const CustomerBody = v.pipe(
  v.record(v.string(), v.unknown(), 'The request body must be an object.'),
  withAlternateNames,
  v.object({
    userId: v.pipe(
      v.optional(v.nullable(v.union([v.string(), v.number()])), null),
      v.transform((value) => (value === null ? null : String(value).trim() || null)),
    ),
    firstName: requiredText(MESSAGES.firstNameRequired, LIMITS.name),
    lastName: requiredText(MESSAGES.lastNameRequired, LIMITS.name),
    email: emailField,
    phoneNumber: optionalPhone,
    canEmail: optionalBoolean(false),
    canText: optionalBoolean(false),
    canCall: optionalBoolean(false),
    address1: optionalString,
    address2: optionalString,
    city: optionalString,
    state: optionalState,
    zipCode: optionalZip,
    isActive: optionalBoolean(true),
  }),
);

/** What a customer's history shows: the fields staff edit (contact details are personal: decision 0430). */
export const customerAuditFields = (row: CustomerRow) =>
  auditFieldsOf(customerPayload(row), CUSTOMER_AUDIT_FIELDS);

export function customerRoutes(deps: AppDeps) {
  const { now } = deps;
  const app = new Hono<AppEnv>();
  // Before the record routes, so 'counts' is not read as a customer id.
  app.get('/counts', async (c) => ok(c, await deps.stores.customers.counts()));
  crudRoutes(app, '', deps, ({ customers, customerGrading }) =>
    crudResource({
      idLabel: 'Customer id',
      missing: { message: 'Customer not found', code: 'CUSTOMER_NOT_FOUND' },
      find: (id) => customers.find(id),
      idOf: (row) => row.id,
      versionOf: (row) => row.version,
      search: async (c) => {
        const body = await readBody(c, SearchBody);
        const { rows, total } = await customers.search(
          withoutEchoes({
            ...body,
            isActive: body.isActive ?? undefined,
            name: body.name ?? undefined,
            firstName: body.firstName ?? undefined,
            lastName: body.lastName ?? undefined,
            email: body.email ?? undefined,
            phoneNumber: body.phoneNumber ?? undefined,
            address1: body.address1 ?? undefined,
            address2: body.address2 ?? undefined,
            city: body.city ?? undefined,
            state: body.state ?? undefined,
            zipCode: body.zipCode ?? undefined,
            searchTerm: body.searchTerm ?? undefined,
            smartList: body.smartList ?? undefined,
            now: now(),
          }),
        );
        const orders = await customerGrading.ordersOf(rows.map((row) => row.id));
        return okPage(
          c,
          rows.map((row) => withGrading(customerPayload(row), orders.get(row.id) ?? [], now())),
          {
            totalRecords: total,
            pageNumber: body.pageNumber,
            pageSize: body.pageSize,
          },
        );
      },
      // Their batches and return performance come from the grader orders holding their cards (issue 39).
      show: async (row) =>
        withGrading(
          customerPayload(row),
          (await customerGrading.ordersOf([row.id])).get(row.id) ?? [],
          now(),
        ),
      create: { body: CustomerBody, save: (body) => customers.insert(body, now()) },
      update: { body: CustomerBody, save: (row, body) => customers.update(row.id, body, now()) },
      remove: (row) => customers.archive(row.id, now()),
      audit: { recordType: 'customer', fields: customerAuditFields },
    }),
  );

  return app;
}
