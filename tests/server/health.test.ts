// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, createTestApp } from './harness';

describe('GET /api/health (for a load balancer)', () => {
  it('answers 200 without a session while the database answers', async () => {
    const t = await createTestApp();
    try {
      const reply = await call(t.app, 'GET', '/api/health');
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ status: 'ok' });
    } finally {
      t.close();
    }
  });

  it('answers 503 once the database is gone', async () => {
    const t = await createTestApp();
    await t.close();
    const reply = await call(t.app, 'GET', '/api/health');
    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({ status: 'unavailable' });
  });
});
