import { demo, expectError, NOW } from './demo';

describe('demo employees', () => {
  it('creates an active employee with only the form fields set', async () => {
    const { backend } = demo();
    const created = await backend.employees.create({
      firstName: ' Zed ',
      lastName: 'Alvarez',
      email: 'zed@example.com',
      phone: '',
      role: 'Grader',
      startDate: ' ',
    });
    expect(created).toMatchObject({
      // after the eight of the sample and the two seeded staff accounts (issue 38)
      id: '11',
      access: 'none',
      account: 'none',
      firstName: 'Zed',
      status: 'Active',
      startDate: null,
      skills: [],
      emergencyContact: null,
      updatedAt: NOW.toISOString(),
    });
    const roster = await backend.employees.list();
    expect(roster.at(-1)?.id).toBe('11');
  });

  it('answers with the mock codes', async () => {
    const { backend } = demo();
    await expectError(backend.employees.get(''), 'EMPLOYEE_ID_REQUIRED', 'Employee id is required');
    await expectError(backend.employees.remove('404'), 'EMPLOYEE_NOT_FOUND', 'Employee not found');
  });
});
