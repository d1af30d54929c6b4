import type { AppServices } from '../../src/kit/services';
import type { Backend } from '../../src/backend/backend';
import type { Customer } from '../../src/domain/customer';
import type { Submission } from '../../src/domain/submission';
import {
  fetchSubmissionRows,
  SUBMISSION_LIST_DEFAULTS,
  submissionsSummary,
} from '../../src/features/submissions/submission-rows';

const row = (id: string, fields: Partial<Submission>): Submission =>
  ({
    id,
    customerId: null,
    customer: null,
    firstName: null,
    lastName: null,
    customerDisplayName: null,
    customerName: null,
    totalCards: 1,
    ...fields,
  }) as Submission;

function servicesWith(items: Submission[], customers: Record<string, string>) {
  const gets: string[] = [];
  const backend = {
    submissions: {
      search: () => Promise.resolve({ items, totalRecords: items.length, pageNumber: 1, pageSize: 20 }),
    },
    customers: {
      get: (id: string) => {
        gets.push(id);
        const name = customers[id];
        return name
          ? Promise.resolve({ id, firstName: name.split(' ')[0], lastName: name.split(' ')[1] } as Customer)
          : Promise.reject(new Error('gone'));
      },
    },
  } as unknown as Backend;
  return { services: { backend: () => backend } as unknown as AppServices, gets };
}

test('rows keep their own names; only rows named by id alone load their customer, once per id', async () => {
  const { services, gets } = servicesWith(
    [
      row('1', { customerId: '5', firstName: 'Ada', lastName: 'Lovelace' }),
      row('2', { customerId: '6' }),
      row('3', { customerId: '6' }),
      row('4', { customerId: '7' }),
      row('5', {}),
    ],
    { '6': 'Grace Hopper' },
  );
  const page = await fetchSubmissionRows(services, SUBMISSION_LIST_DEFAULTS, new AbortController().signal);
  expect(page.items.map((item) => item.customerLabel)).toEqual([
    'Ada Lovelace',
    'Grace Hopper',
    'Grace Hopper',
    'Customer #7',
    'Unassigned customer',
  ]);
  expect(gets.sort()).toEqual(['6', '7']);
});

test('the summary reads as the seed writes it', () => {
  expect(submissionsSummary({ from: 21, to: 40 }, 118, false, 20)).toBe('Showing 21–40 of 118 submissions');
  expect(submissionsSummary({ from: 1, to: 3 }, 3, true, 3)).toBe('Showing 3 of 3');
});
