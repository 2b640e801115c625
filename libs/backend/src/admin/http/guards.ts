import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import { isAllowed, logger, WebApiError } from '@mercato/platform';
import { AdminSessions, sameKey } from '../session/admin-sessions';
import { errorPage } from '../views/error-view';
import { isFragmentRequest, seeOther, sendHtml, sessionOf, setSession, wantsJson } from './admin-http';
import { readCookie, SESSION_COOKIE } from './cookies';

/** Magento's admin message for a missing or stale form key. */
export const INVALID_FORM_KEY = 'Invalid Form Key. Please refresh the page.';

/**
 * Writes come only from this origin's own pages: a cross-site form post (or one from another
 * port, which Fetch Metadata calls same-site) is refused before anything else, sign-in included.
 */
export function rejectCrossSiteWrites(req: Request, res: Response, next: NextFunction): void {
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  const site = req.get('Sec-Fetch-Site');
  const origin = req.get('Origin');
  const crossSite =
    (site !== undefined && site !== 'same-origin' && site !== 'none') || (origin !== undefined && !sameHost(origin, req.get('host')));
  if (crossSite) {
    sendHtml(res, errorPage('Request refused', INVALID_FORM_KEY), 403);
    return;
  }
  next();
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Every page behind it needs a live session; without one the administrator signs in first. */
export function requireSession(sessions: AdminSessions): RequestHandler {
  return async (req, res, next) => {
    // A full page shows (and so consumes) the messages left for it; fragments and writes do not.
    const consumeFlash = req.method === 'GET' && !isFragmentRequest(req);
    const session = await sessions.resume(readCookie(req, SESSION_COOKIE), consumeFlash);
    if (!session) return signInFirst(req, res);
    setSession(res, session);
    next();
  };
}

function signInFirst(req: Request, res: Response): void {
  const back = req.method === 'GET' && req.originalUrl.startsWith('/admin/') ? `?next=${encodeURIComponent(req.originalUrl)}` : '';
  const target = `/admin/login${back}`;
  if (isFragmentRequest(req)) {
    res.setHeader('HX-Redirect', target);
    res.status(401).end();
  } else if (wantsJson(req)) {
    res.status(401).json({ message: 'Your admin session has ended. Sign in again.', redirect: target });
  } else {
    seeOther(res, target);
  }
}

/** CSRF: every POST carries the session's form key (Magento's `form_key`). */
export function requireFormKey(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'POST') return next();
  const session = sessionOf(res);
  if (!sameKey(req.body?.form_key, session.formKey)) {
    if (wantsJson(req)) res.status(403).json({ message: INVALID_FORM_KEY });
    else sendHtml(res, errorPage('Request refused', INVALID_FORM_KEY, session), 403);
    return;
  }
  next();
}

export function notFound(_req: Request, res: Response): void {
  sendHtml(res, errorPage('Page not found', 'The page you asked for does not exist.', res.locals.adminSession), 404);
}

/** Errors the pages did not handle themselves: a page, never a stack trace. */
export const adminErrors: ErrorRequestHandler = (error, req, res, _next) => {
  const session = res.locals.adminSession;
  if ((error as { type?: string })?.type === 'entity.too.large') {
    sendHtml(res, errorPage('Request too large', 'The form sent more data than the admin pages accept.', session), 413);
    return;
  }
  if (error instanceof WebApiError && error.httpStatus === 404) {
    sendHtml(res, errorPage('Not found', 'The record you asked for does not exist.', session), 404);
    return;
  }
  if (error instanceof WebApiError && error.httpStatus === 401) {
    sendHtml(res, errorPage('Access denied', 'Sorry, you need permissions to view this content.', session), 403);
    return;
  }
  logger.error('admin page failed', { path: req.originalUrl, error: (error as Error)?.message, stack: (error as Error)?.stack });
  if (wantsJson(req)) res.status(500).json({ message: 'Internal error. Check exception log for details.' });
  else sendHtml(res, errorPage('Internal error', 'Internal error. Check exception log for details.', session), 500);
};

/** The signed-in administrator's ACL applies to the admin pages as to the routes behind them. */
export function requireAcl(resource: string): RequestHandler {
  return (_req, res, next) => {
    const session = sessionOf(res);
    if (!isAllowed(session.caller, [resource])) {
      sendHtml(res, errorPage('Access denied', 'Sorry, you need permissions to view this content.', session), 403);
      return;
    }
    next();
  };
}
