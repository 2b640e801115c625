import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

/**
 * A step a request passes through (its id, its metrics, its log line), with Express's signature;
 * the steps and the front controller use only Node's request and response, which is what they get
 * here.
 */
export type RequestStep = (req: Request, res: Response, next: NextFunction) => void;

export interface FrontDoorRoutes {
  /** The steps Express runs first for every request (app.use), run here in the same order. */
  steps: RequestStep[];
  /** The handler Express mounts at /rest, given the URL below /rest as `req.url`, as a mount does. */
  webApi: (req: Request, res: Response) => void;
  /** The Express application: it serves everything else, with all its mounts. */
  express: (req: IncomingMessage, res: ServerResponse) => void;
}

/**
 * Installs the API's request listener in place of the Express application: web API calls take the
 * steps every request takes and go straight to the front controller, as Express would have sent
 * them; everything else goes to Express, which still mounts all (including /rest) and alone
 * serves exactly the same. Express's per-request work (re-parenting the request and response onto
 * its prototypes, walking the router's layers, parsing the URL) cost half the API's CPU of a small
 * REST call, about 190 of 380 µs for a GET of the store's currencies, to reach a front controller
 * that routes by itself.
 */
export function installFrontDoor(server: Server, routes: FrontDoorRoutes): void {
  const listener = frontDoor(routes);
  server.removeAllListeners('request');
  server.on('request', listener);
}

export function frontDoor(routes: FrontDoorRoutes): (req: IncomingMessage, res: ServerResponse) => void {
  const { steps, webApi, express } = routes;
  return (incoming, outgoing) => {
    const url = incoming.url ?? '/';
    const below = webApiUrl(url);
    if (below === null) return express(incoming, outgoing);
    const req = incoming as Request;
    const res = outgoing as Response;
    let i = 0;
    const next = (): void => {
      if (i < steps.length) return steps[i++](req, res, next);
      // What Express sets for a handler mounted at /rest: the URL as received (the OAuth
      // signature's base string and the request log read it) and the path below the mount.
      req.originalUrl = url;
      req.url = below;
      webApi(req, res);
    };
    next();
  };
}

/**
 * For a web API call (/rest, /rest/…, /rest?…; case-insensitive, as Express matches a mount), its
 * URL below /rest as a handler mounted there sees it; null for anything else, and for everything
 * under /rest/v1/ (lower-case v): Adobe's developer-marketplace API is mounted there, ahead of
 * /rest, and passes on what is not its own.
 */
export function webApiUrl(url: string): string | null {
  if (url.length < 5 || url.slice(0, 5).toLowerCase() !== '/rest') return null;
  const c = url.charAt(5);
  if (c !== '' && c !== '/' && c !== '?') return null;
  if (url.startsWith('/rest/v1/')) return null;
  return c === '/' ? url.slice(5) : '/' + url.slice(5);
}
