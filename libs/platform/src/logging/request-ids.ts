import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const current = new AsyncLocalStorage<string>();

/** An id a client (or a proxy in front) may give: short, and nothing a log line could be forged with. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Every request gets an id: the `X-Request-Id` it came with when that is a plain token, else a new
 * UUID. It is answered in `X-Request-Id`, written on the request's log line, stored with a bulk the
 * request is accepted as, and written on the consumer's lines about its operations.
 */
export function requestIds(req: Request, res: Response, next: NextFunction): void {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  current.run(id, next);
}

/** The id of the request being served (undefined outside one). */
export function currentRequestId(): string | undefined {
  return current.getStore();
}
