import type { MiddlewareHandler } from 'hono';
import { hasAnyRole } from '../../src/domain/session';
import type { AppDeps, AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { readSessionToken } from './cookie';
import { findSessionUser } from './sessions';

export const SESSION_EXPIRED = 'Session expired';

/** Requires a live session; sets `user` and `sessionToken`. Otherwise 401 SESSION_NOT_FOUND. */
export function requireSession(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = readSessionToken(c);
    const { users } = deps.stores;
    const user = token ? await findSessionUser(users, token, deps.now()) : null;
    if (!token || !user) throw new HttpError(401, 'SESSION_NOT_FOUND', SESSION_EXPIRED);
    c.set('user', user);
    c.set('sessionToken', token);
    await next();
  };
}

/** Any one of the roles suffices, compared case-insensitively (seed A §6). Otherwise 403. */
export function requireRole(...roles: string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!hasAnyRole(c.get('user').roles, roles)) {
      throw new HttpError(403, 'FORBIDDEN', 'You do not have permission to do that.');
    }
    await next();
  };
}

export const STAFF = ['EMPLOYEE', 'ADMIN'];
export const ADMIN = ['ADMIN'];

/** Admin for writes (anything but GET/HEAD), staff for reads: catalogues and workflow definitions. */
export function requireAdminForWrites(): MiddlewareHandler<AppEnv> {
  const admin = requireRole(...ADMIN);
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return admin(c, next);
  };
}
