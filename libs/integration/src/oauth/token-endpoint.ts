import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { logger, WebApiError } from '@mercato/platform';
import { problemText } from './oauth-errors';
import { OauthRequest } from './oauth-request';
import { IssuedToken, OauthServer } from './oauth-server';

/**
 * `/oauth/token/request` and `/oauth/token/access` (Magento_Integration's storefront controllers):
 * answers are form-encoded, `oauth_token=…&oauth_token_secret=…`, and failures are
 * `oauth_problem=<message>` with 400 or 401 as Magento raises them (500 `internal_error` otherwise).
 * Like Magento it declares no method restriction; the method used is part of the signature.
 */
@Injectable()
export class OauthTokenEndpoint {
  constructor(private readonly server: OauthServer) {}

  /** Express handler, mounted at /oauth/token. */
  readonly handle = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const step = req.path.replace(/\/+$/, '');
    if (step !== '/request' && step !== '/access') return next();
    try {
      const request = new OauthRequest(req);
      const issued: IssuedToken = step === '/request' ? await this.server.requestToken(request) : await this.server.accessToken(request);
      reply(res, 200, new URLSearchParams({ ...issued }).toString());
    } catch (error) {
      if (error instanceof WebApiError) {
        reply(res, error.httpStatus, new URLSearchParams({ oauth_problem: problemText(error) }).toString());
        return;
      }
      logger.error('oauth token endpoint failed', { error: (error as Error)?.message, stack: (error as Error)?.stack });
      reply(res, 500, new URLSearchParams({ oauth_problem: 'internal_error', message: 'empty_message' }).toString());
    }
  };
}

function reply(res: Response, status: number, body: string): void {
  // Magento's storefront default content type; clients parse the body as a form.
  res.writeHead(status, { 'Content-Type': 'text/html; charset=UTF-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}
