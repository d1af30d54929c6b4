import { describe, expect, it } from 'vitest';
import {
  catalogueCounts,
  catalogueStatusLabel,
  compareByName,
  compareBySortOrder,
  compareQualifiers,
  recommendationArchiveName,
} from '../../src/domain/catalogueRules';
import { EMPTY_EMPLOYEE_FORM, toEmployeeInput, validateEmployeeForm } from '../../src/domain/employeeForm';
import {
  compareEmployees,
  employeeDescription,
  employeeName,
  matchesEmployeeSearch,
} from '../../src/domain/employeeRoster';

const person = { id: '1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', role: 'Grader' };
const UTC = { timeZone: 'UTC' };

describe('employee names and profile lines (seed B §2)', () => {
  it('falls back from the full name to the email, then to Employee', () => {
    expect(employeeName(person)).toBe('Ada Lovelace');
    expect(employeeName({ ...person, lastName: '  ' })).toBe('Ada');
    expect(employeeName({ ...person, firstName: '', lastName: '' })).toBe('ada@example.com');
    expect(employeeName({ firstName: ' ', lastName: '', email: ' ' })).toBe('Employee');
  });

  it('describes a recent view by role plus Since {date}, leaving out what is unknown', () => {
    expect(employeeDescription({ role: 'Grader', startDate: '2024-01-05' }, UTC)).toBe(
      'Grader · Since Jan 5, 2024',
    );
    expect(employeeDescription({ role: 'Grader', startDate: null }, UTC)).toBe('Grader');
    expect(employeeDescription({ role: '', startDate: '2024-01-05' }, UTC)).toBe('Since Jan 5, 2024');
    expect(employeeDescription({ role: 'Grader', startDate: 'not a date' }, UTC)).toBe('Grader');
  });
});

describe('roster search and order', () => {
  it('matches full name, email and role ignoring case, and nothing else', () => {
    expect(matchesEmployeeSearch(person, 'ada LOVE')).toBe(true);
    expect(matchesEmployeeSearch(person, 'EXAMPLE.COM')).toBe(true);
    expect(matchesEmployeeSearch(person, 'grad')).toBe(true);
    expect(matchesEmployeeSearch(person, 'Babbage')).toBe(false);
    expect(matchesEmployeeSearch(person, '   ')).toBe(true);
  });

  it('orders by first name, then last name, then numeric id', () => {
    const rows = [
      { id: '10', firstName: 'ben', lastName: 'Adams' },
      { id: '2', firstName: 'Ben', lastName: 'Adams' },
      { id: '3', firstName: 'Ada', lastName: 'Zed' },
      { id: '4', firstName: 'Ben', lastName: 'Able' },
    ];
    expect([...rows].sort(compareEmployees).map((row) => row.id)).toEqual(['3', '4', '2', '10']);
  });
});

describe('employee form (seed B §5)', () => {
  it('requires first name, last name, email and role; phone only when given; a start date that is a date', () => {
    expect(validateEmployeeForm(EMPTY_EMPLOYEE_FORM)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      role: 'Role is required',
    });
    const filled = { ...EMPTY_EMPLOYEE_FORM, firstName: 'A', lastName: 'B', email: 'a@b.co', role: 'Grader' };
    expect(validateEmployeeForm(filled)).toEqual({});
    expect(validateEmployeeForm({ ...filled, email: 'nope' })).toEqual({
      email: 'Enter a valid email address',
    });
    expect(validateEmployeeForm({ ...filled, phone: '123456' })).toEqual({
      phone: 'Phone number looks too short',
    });
    expect(validateEmployeeForm({ ...filled, phone: '1234567', startDate: '2025-06-02' })).toEqual({});
    // Issue 37: any text used to pass.
    expect(validateEmployeeForm({ ...filled, startDate: 'whenever' })).toEqual({
      startDate: 'Start date must be a date (YYYY-MM-DD)',
    });
  });

  it('sends trimmed values and no start date when it is blank', () => {
    const input = toEmployeeInput({
      firstName: ' Ada ',
      lastName: ' Lovelace',
      email: 'ada@example.com ',
      phone: '',
      role: ' Grader ',
      startDate: ' ',
      access: 'none',
    });
    expect(input).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '',
      role: 'Grader',
      startDate: null,
      access: 'none',
    });
  });
});

describe('catalogue order (seed B §9)', () => {
  it('sorts by sort order, lower first, then by numeric id', () => {
    const rows = [
      { id: '10', sortOrder: 1 },
      { id: '9', sortOrder: 1 },
      { id: '1', sortOrder: 5 },
      { id: '7', sortOrder: 0 },
    ];
    expect([...rows].sort(compareBySortOrder).map((row) => row.id)).toEqual(['7', '9', '10', '1']);
  });

  it('sorts recommendations by name ignoring case, then id', () => {
    const rows = [
      { id: '3', name: 'send for grading' },
      { id: '2', name: 'Hold for review' },
      { id: '1', name: 'Send for grading' },
      { id: '4', name: 'Do not submit' },
    ];
    expect([...rows].sort(compareByName).map((row) => row.id)).toEqual(['4', '2', '1', '3']);
  });

  it('groups qualifiers by grading company, lower sort order first within each', () => {
    const rows = [
      { id: '1', gradingCompany: 1, sortOrder: 0 },
      { id: '2', gradingCompany: 0, sortOrder: 9 },
      { id: '3', gradingCompany: 0, sortOrder: 1 },
    ];
    expect([...rows].sort(compareQualifiers).map((row) => row.id)).toEqual(['3', '2', '1']);
  });
});

describe('catalogue list labels', () => {
  it('counts total, active and archived', () => {
    expect(catalogueCounts([{ isActive: true }, { isActive: false }, { isActive: true }])).toEqual({
      total: 3,
      active: 2,
      archived: 1,
    });
    expect(catalogueCounts([])).toEqual({ total: 0, active: 0, archived: 0 });
  });

  it('reads Active or Archived, and names a nameless recommendation by its id', () => {
    expect(catalogueStatusLabel(true)).toBe('Active');
    expect(catalogueStatusLabel(false)).toBe('Archived');
    expect(recommendationArchiveName({ id: '4', name: 'Hold for review' })).toBe('Hold for review');
    expect(recommendationArchiveName({ id: '4', name: '  ' })).toBe('recommendation #4');
  });
});
