// @vitest-environment node
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { submissionInput, tinyJpeg } from '../backend/behaviour/context';
import { type TestServer, startTestServer, tempDataDir } from '../server/harness';
import { cookieFetch, httpClient } from './harness';

const dataDir = tempDataDir();
let server: TestServer | undefined;
afterAll(async () => {
  await server?.stop({ keep: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a restart', () => {
  it('keeps everything written before it: records, archived catalogue entries, uploads and sessions', async () => {
    server = await startTestServer({ dataDir });
    const before = httpClient(server.origin);
    await before.signInAs('admin');
    const customer = await before.backend.customers.create({
      userId: '',
      firstName: 'Persistent',
      lastName: 'Patron',
      email: 'persistent.patron@example.com',
      phoneNumber: '555-010-5555',
      canEmail: true,
      canText: true,
      canCall: false,
      address1: '',
      address2: '',
      city: 'Reno',
      state: 'NV',
      zipCode: '89501',
      isActive: true,
    });
    const submission = await before.backend.submissions.create(
      submissionInput(customer.id, { notes: 'Survives restarts' }),
    );
    const [cardId] = (
      await before.backend.cards.uploadBatch(submission.id, [
        { frontFilename: 'f.jpg', backFilename: 'b.jpg', composite: tinyJpeg(), filename: 'c.jpg' },
      ])
    ).cardIds;
    await before.backend.catalogues.cardGrades.archive('2');
    const staySignedIn = cookieFetch();
    await staySignedIn.fetch(`${server.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'employee@example.com', password: 'password1234' }),
    });

    await server.stop({ keep: true });
    server = await startTestServer({ dataDir });

    const after = httpClient(server.origin);
    await after.signInAs('admin');
    expect(await after.backend.customers.get(customer.id)).toMatchObject({
      email: 'persistent.patron@example.com',
      city: 'Reno',
    });
    expect(await after.backend.submissions.get(submission.id)).toMatchObject({
      notes: 'Survives restarts',
      customerId: customer.id,
    });
    const cards = await after.backend.cards.list(submission.id);
    const card = cards.cards.find((entry) => entry.id === cardId);
    expect(card?.imageUrl).toBeTruthy();
    expect((await after.backend.catalogues.cardGrades.get('2')).isActive).toBe(false);

    // The upload and the employee's session both outlived the restart.
    const image = await staySignedIn.fetch(`${server.origin}${String(card?.imageUrl)}`);
    expect(image.status).toBe(200);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array(await tinyJpeg().arrayBuffer()));
    const me = await staySignedIn.fetch(`${server.origin}/api/auth/user`);
    expect(me.status).toBe(200);
  });
});
