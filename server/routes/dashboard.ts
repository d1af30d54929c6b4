import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/wrap';

/**
 * GET /api/employee/dashboard: the staff dashboard's figures, computed in the database in one query
 * as of the server's clock (issue 25 item 5), instead of the browser reading every submission.
 */
export function dashboardRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const asOf = deps.now();
    const metrics = await deps.stores.dashboard.metrics(asOf);
    return ok(c, { asOf: asOf.toISOString(), metrics });
  });
  return app;
}
