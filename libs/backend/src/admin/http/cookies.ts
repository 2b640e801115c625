import type { Request, Response } from 'express';

/** The session cookie: Magento's admin cookie name, sent only to the admin pages. */
export const SESSION_COOKIE = 'admin';
/** The sign-in form's own form key (double submit): there is no session yet to hold one. */
export const SIGN_IN_KEY_COOKIE = 'admin_sign_in_key';
export const ADMIN_PATH = '/admin';

/** One cookie of the request (no cookie-parser: this is all the admin pages read). */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * `Secure` whenever the browser will keep it: over HTTPS (directly, or as the configured base URL
 * says when a proxy ends TLS) and on loopback hosts, which browsers treat as secure contexts. Only
 * a plain-HTTP deployment on another host gets a cookie without it, since a Secure one would be
 * dropped there and nobody could sign in.
 */
export function secureCookies(req: Request, baseUrl: string): boolean {
  return req.secure || baseUrl.startsWith('https:') || LOOPBACK.test(req.hostname ?? '');
}

export function setCookie(req: Request, res: Response, baseUrl: string, name: string, value: string, maxAgeSeconds?: number): void {
  res.cookie(name, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies(req, baseUrl),
    path: ADMIN_PATH,
    ...(maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds * 1000 } : {}),
  });
}

export function clearCookie(req: Request, res: Response, baseUrl: string, name: string): void {
  res.clearCookie(name, { httpOnly: true, sameSite: 'strict', secure: secureCookies(req, baseUrl), path: ADMIN_PATH });
}
