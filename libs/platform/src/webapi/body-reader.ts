import type { Request, Response } from 'express';
import { RenderedWebApiException } from './errors';

export const BODY_TOO_LARGE = 'The request body is too large.';
export const SERVICE_BUSY = 'The service is busy. Try again later.';

export interface BodyLimits {
  /** Largest body an anonymous caller may send (guest carts, token requests, anonymous bulks). */
  anonymousBytes: number;
  /** Largest body an authenticated caller may send. */
  authenticatedBytes: number;
  /** Bytes of request bodies held by this process at once, over all requests. */
  inFlightBytes: number;
}

/**
 * Reads a web API request's body only once the route is found and the caller known, within the
 * caller's limit, and within a per-process budget of body bytes in flight: a request that would
 * exceed the budget is answered 503 with `Retry-After` before its body is read, so many large
 * bodies at once cannot exhaust memory. The bytes stay reserved until the response is finished,
 * because the decoded request lives as long as its handling.
 *
 * Written here rather than with body-parser because the budget has to be taken as bytes arrive
 * (a chunked body declares no length) and given back when the response ends.
 */
export class BodyReader {
  private inFlight = 0;

  constructor(private readonly limits: BodyLimits) {}

  /** The limit for a caller: anonymous callers get the small one. */
  limitFor(authenticated: boolean): number {
    return authenticated ? this.limits.authenticatedBytes : this.limits.anonymousBytes;
  }

  /** Sets `req.body` to the body's bytes (empty when there is none); a second call does nothing. */
  async read(req: Request, res: Response, limit: number): Promise<void> {
    if (Buffer.isBuffer(req.body)) return;
    const declared = Number(req.headers['content-length']);
    const hasLength = req.headers['content-length'] !== undefined && Number.isFinite(declared) && declared >= 0;
    if (hasLength && declared > limit) throw tooLarge(res);
    if (hasLength && declared === 0) {
      req.body = Buffer.alloc(0);
      return;
    }
    let reserved = 0;
    const take = (bytes: number): boolean => {
      if (this.inFlight + bytes > this.limits.inFlightBytes) return false;
      this.inFlight += bytes;
      reserved += bytes;
      return true;
    };
    res.once('close', () => {
      this.inFlight -= reserved;
      reserved = 0;
    });
    if (hasLength && !take(declared)) throw busy(res);
    req.body = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let length = 0;
      const fail = (error: Error) => {
        req.removeListener('data', onData);
        req.removeListener('end', onEnd);
        // The rest of the body is not read: the connection cannot be reused.
        res.setHeader('Connection', 'close');
        req.resume();
        reject(error);
      };
      const onData = (chunk: Buffer) => {
        length += chunk.length;
        if (length > limit) return fail(tooLarge(res));
        // A body without a declared length takes the budget as it arrives.
        if (!hasLength && !take(chunk.length)) return fail(busy(res));
        chunks.push(chunk);
      };
      const onEnd = () => resolve(Buffer.concat(chunks, length));
      req.on('data', onData);
      req.once('end', onEnd);
      req.once('error', (e) => reject(e));
    });
  }
}

function tooLarge(res: Response): RenderedWebApiException {
  res.setHeader('Connection', 'close');
  return new RenderedWebApiException(413, BODY_TOO_LARGE);
}

function busy(res: Response): RenderedWebApiException {
  res.setHeader('Retry-After', '1');
  res.setHeader('Connection', 'close');
  return new RenderedWebApiException(503, SERVICE_BUSY);
}
