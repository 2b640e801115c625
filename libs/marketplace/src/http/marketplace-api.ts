import { Injectable } from '@nestjs/common';
import express, { NextFunction, Request, Response } from 'express';
import { randomBytes } from 'node:crypto';
import { logger } from '@mercato/platform';
import { ProfileService } from '../services/profile-service';
import { SessionService } from '../services/session-service';
import { MarketplaceError } from './errors';

/** The token request is a few fields; nothing larger is read. */
const MAX_BODY_BYTES = 16 * 1024;
const TOKEN_PATH = /^\/app\/session\/token\/?$/;
const USER_PATH = /^\/users\/([^/]+)\/?$/;

/**
 * Adobe's developer-marketplace API (`/rest/v1/...`, lowercase `v1`), beside the store API: not
 * store routes, so not declared through `route()`. Mounted at `/rest/v1` before the front
 * controller; it answers `POST /app/session/token` and `GET /users/:mage_id` and passes everything
 * else on (a store whose code is `v1` still reaches the front controller). Errors are
 * `{code, message}` (see ./errors).
 */
@Injectable()
export class MarketplaceApi {
  private readonly readBody = express.raw({ type: () => true, limit: MAX_BODY_BYTES });

  constructor(
    private readonly sessions: SessionService,
    private readonly profiles: ProfileService,
  ) {}

  /** Express handler, mounted at /rest/v1. */
  readonly handle = (req: Request, res: Response, next: NextFunction): void => {
    // Express matches mount paths case-insensitively: /rest/V1/... (the store API) lands here too.
    if (!req.originalUrl.startsWith('/rest/v1/')) return next();
    const q = req.url.indexOf('?');
    const path = q === -1 ? req.url : req.url.slice(0, q);
    if (req.method === 'POST' && TOKEN_PATH.test(path)) {
      void this.run(res, () => this.token(req, res));
      return;
    }
    const user = req.method === 'GET' ? USER_PATH.exec(path) : null;
    if (user) {
      const query = new URLSearchParams(q === -1 ? '' : req.url.slice(q + 1));
      void this.run(res, () => this.profiles.read(bearer(req), safeDecode(user[1]), query.get('style')));
      return;
    }
    next();
  };

  private async token(req: Request, res: Response): Promise<unknown> {
    const raw = await this.body(req, res);
    res.setHeader('Cache-Control', 'no-store');
    return this.sessions.issue(basic(req), decodeJson(raw));
  }

  private body(req: Request, res: Response): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.readBody(req, res, (error?: unknown) => {
        if (error) {
          const status = (error as { status?: number }).status;
          reject(new MarketplaceError(status === 413 ? 'BODY_TOO_LARGE' : 'INVALID_BODY'));
        } else resolve(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
      });
    });
  }

  private async run(res: Response, work: () => Promise<unknown>): Promise<void> {
    try {
      send(res, 200, await work());
    } catch (error) {
      if (error instanceof MarketplaceError) {
        if (error.status === 401)
          res.setHeader('WWW-Authenticate', error.kind === 'INVALID_TOKEN' ? 'Bearer' : 'Basic realm="marketplace"');
        send(res, error.status, error.body());
        return;
      }
      const reportId = 'marketplace-' + randomBytes(6).toString('hex');
      logger.error('marketplace API error', { reportId, error: (error as Error)?.message, stack: (error as Error)?.stack });
      const internal = new MarketplaceError('INTERNAL', `Internal error. Report ID: ${reportId}`);
      send(res, internal.status, internal.body());
    }
  }
}

/** `Authorization: Basic base64(application_id:application_secret)`, or null. */
function basic(req: Request): { applicationId: string; secret: string } | null {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(req.headers.authorization ?? '');
  if (!m) return null;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { applicationId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

function bearer(req: Request): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return m ? m[1] : null;
}

/** An empty body is an empty object (then `grant_type` is missing); undecodable JSON is a 400. */
function decodeJson(raw: Buffer): unknown {
  if (raw.length === 0) return {};
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new MarketplaceError('INVALID_BODY');
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function send(res: Response, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json) });
  res.end(json);
}
