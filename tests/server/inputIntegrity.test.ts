// @vitest-environment node
// Issue 37 items 3 and 15, at the server: input is refused rather than stored changed or duplicated,
// with a code and a message; archived catalogue records wait for a Restore.
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, adminAppForFile, call, record, records, signIn, wrapper } from './harness';
import { png } from './images';

const file = adminAppForFile();

const codeOf = (reply: { body: unknown }) => wrapper(reply.body).extra.code;

describe('text that is not UTF-8', () => {
  it('refuses a JSON body holding bytes that are not UTF-8, instead of storing U+FFFD', async () => {
    const json = Buffer.from(
      '{"firstName":"Ren","lastName":"Bytes\xff\xfe","email":"ren.bytes@example.com"}',
      'latin1',
    );
    const response = await file.t.app.request('/api/employee/customer', {
      method: 'PUT',
      headers: { cookie: file.admin, 'content-type': 'application/json' },
      body: json,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { 'error-messages': string[] })['error-messages']).toEqual([
      'The request body is not valid UTF-8 text.',
    ]);
    const found = await call(file.t.app, 'POST', '/api/employee/customer/search', {
      cookie: file.admin,
      body: { email: 'ren.bytes@example.com' },
    });
    expect(records(found.body)).toHaveLength(0);
  });

  /** A one-card multipart body whose file name is written as the given bytes. */
  function uploadNamed(nameBytes: Buffer) {
    const boundary = 'cgbo-utf8-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="`, 'latin1'),
      nameBytes,
      Buffer.from('"\r\nContent-Type: image/png\r\n\r\n', 'latin1'),
      Buffer.from(png(4, 4)),
      Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1'),
    ]);
    return file.t.app.request('/api/employee/submission/1/cards/upload-batch', {
      method: 'POST',
      headers: { cookie: file.admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
  }

  it('reads upload file names as UTF-8, so a name keeps its accents', async () => {
    const response = await uploadNamed(Buffer.from('Pokémon-front.png', 'utf8'));
    expect(response.status).toBe(201);
    const cards = ((await response.json()) as { data: { cards: { name: string }[] } }).data.cards;
    expect(cards.map((card) => card.name)).toEqual(['Pokémon-front']);
  });

  it('refuses an upload file name that is not UTF-8', async () => {
    const response = await uploadNamed(Buffer.from([0x50, 0xff, 0x2e, 0x70, 0x6e, 0x67]));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { 'error-messages': string[] })['error-messages']).toEqual([
      'File names and form fields must be valid UTF-8 text.',
    ]);
  });
});

describe('employees', () => {
  const employee = (email: string, startDate: string | null) => ({
    firstName: 'Dana',
    lastName: 'Roster',
    email,
    phone: '',
    role: 'Grader',
    startDate,
  });

  it('answers a start date that is no date 400, and a roster email already taken 409 EMPLOYEE_EMAIL_TAKEN', async () => {
    const badDate = await call(file.t.app, 'PUT', '/api/employee/employees', {
      cookie: file.admin,
      body: employee('dana.roster@example.com', 'soon'),
    });
    expect(badDate.status).toBe(400);
    expect(wrapper(badDate.body).messages).toEqual(['Start date must be a date (YYYY-MM-DD)']);
    const created = await call(file.t.app, 'PUT', '/api/employee/employees', {
      cookie: file.admin,
      body: employee('dana.roster@example.com', '2025-03-01'),
    });
    expect(created.status).toBe(201);
    const again = await call(file.t.app, 'PUT', '/api/employee/employees', {
      cookie: file.admin,
      body: employee('Dana.Roster@Example.com', null),
    });
    expect(again.status).toBe(409);
    expect(codeOf(again)).toBe('EMPLOYEE_EMAIL_TAKEN');
  });
});

describe('catalogues', () => {
  const base = '/api/settings/card-grade-errors';
  const body = (code: string) => ({ code, name: 'Smudged label', description: null, sortOrder: 3 });

  it('codes the refusals: CATALOGUE_DUPLICATE, CATALOGUE_RECORD_ARCHIVED; restore is checked like an update', async () => {
    const created = await call(file.t.app, 'PUT', base, { cookie: file.admin, body: body('SMUDGE') });
    const id = Number(wrapper(created.body).data);
    const duplicate = await call(file.t.app, 'PUT', base, { cookie: file.admin, body: body('smudge') });
    expect(duplicate.status).toBe(409);
    expect(codeOf(duplicate)).toBe('CATALOGUE_DUPLICATE');
    expect(wrapper(duplicate.body).messages).toEqual([
      "Another active grade error already has the code 'smudge'.",
    ]);

    expect((await call(file.t.app, 'DELETE', `${base}/${id}`, { cookie: file.admin })).status).toBe(200);
    const archived = await call(file.t.app, 'POST', `${base}/${id}`, {
      cookie: file.admin,
      body: body('SMUDGED'),
    });
    expect(archived.status).toBe(409);
    expect(codeOf(archived)).toBe('CATALOGUE_RECORD_ARCHIVED');
    expect(wrapper(archived.body).messages).toEqual([
      'This grade error is archived. Restore it before changing it.',
    ]);

    const malformed = await call(file.t.app, 'POST', `${base}/${id}/restore`, {
      cookie: file.admin,
      headers: { 'If-Match': 'abc' },
    });
    expect(malformed.status).toBe(400);
    expect((await call(file.t.app, 'POST', `${base}/99999/restore`, { cookie: file.admin })).status).toBe(
      404,
    );
    const current = record((await call(file.t.app, 'GET', `${base}/${id}`, { cookie: file.admin })).body);
    const restored = await call(file.t.app, 'POST', `${base}/${id}/restore`, {
      cookie: file.admin,
      headers: { 'If-Match': `"${String(current.version)}"` },
    });
    expect(restored.status).toBe(200);
    expect(
      record((await call(file.t.app, 'GET', `${base}/${id}`, { cookie: file.admin })).body).isActive,
    ).toBe(true);
  });

  it('lets only admins restore', async () => {
    const employee = await signIn(file.t.app, ACCOUNTS.employee);
    expect((await call(file.t.app, 'POST', `${base}/1/restore`, { cookie: employee })).status).toBe(403);
  });
});

describe('prescreen saves', () => {
  const save = (cardId: number, body: Record<string, unknown>) =>
    call(file.t.app, 'POST', `/api/employee/prescreening/cards/${cardId}`, { cookie: file.admin, body });

  it('refuses a grade that is no Home office score as sent (9.7), takes a score (9.5) and saves it whole', async () => {
    // from no grade, so 9.7 is a new choice rather than the card's own grade kept
    await save(1, { prescreenRecommendationTypeId: null, estimatedGrade: null, notes: null });
    const refused = await save(1, { prescreenRecommendationTypeId: null, estimatedGrade: 9.7, notes: null });
    expect(refused.status).toBe(400);
    expect(codeOf(refused)).toBe('INVALID_ESTIMATED_GRADE');
    const saved = await save(1, { prescreenRecommendationTypeId: null, estimatedGrade: 9.5, notes: null });
    expect(saved.status).toBe(200);
    expect(record(saved.body)).toMatchObject({ card: { estimatedGrade: 9 } });
  });

  it('answers an archived recommendation 409 CATALOGUE_RECORD_ARCHIVED', async () => {
    const created = await call(file.t.app, 'PUT', '/api/settings/prescreen-recommendations', {
      cookie: file.admin,
      body: { name: 'Retired for the test', description: null },
    });
    const id = Number(wrapper(created.body).data);
    await call(file.t.app, 'DELETE', `/api/settings/prescreen-recommendations/${id}`, { cookie: file.admin });
    const reply = await save(2, { prescreenRecommendationTypeId: id, estimatedGrade: null, notes: null });
    expect(reply.status).toBe(409);
    expect(codeOf(reply)).toBe('CATALOGUE_RECORD_ARCHIVED');
    expect(wrapper(reply.body).messages).toEqual([
      'That prescreen recommendation is archived. Choose an active one.',
    ]);
  });
});
