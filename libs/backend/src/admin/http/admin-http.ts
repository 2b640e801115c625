import type { Request, Response } from 'express';
import { ADMIN_STORE, RequestContext } from '@mercato/platform';
import { AdminSession } from '../session/admin-sessions';
import { SafeHtml } from '../views/html';

/** What the session middleware leaves for the pages behind it. */
interface AdminLocals {
  adminSession?: AdminSession;
}

export function sessionOf(res: Response): AdminSession {
  const session = (res.locals as AdminLocals).adminSession;
  if (!session) throw new Error('admin page reached without a session');
  return session;
}

export function setSession(res: Response, session: AdminSession): void {
  (res.locals as AdminLocals).adminSession = session;
}

/** The signed-in administrator's context for service calls: admin store, their ACL. */
export function contextOf(res: Response): RequestContext {
  return { store: ADMIN_STORE, caller: sessionOf(res).caller };
}

/** An htmx request (live progress): it wants the fragment, not the page. */
export function isFragmentRequest(req: Request): boolean {
  return req.get('HX-Request') === 'true';
}

/** The script's fetch of a form action (activation): it wants JSON. */
export function wantsJson(req: Request): boolean {
  return (req.get('Accept') ?? '').startsWith('application/json');
}

export function sendHtml(res: Response, body: SafeHtml, status = 200): void {
  res.status(status).type('text/html; charset=utf-8').send(body.value);
}

/** After a POST: the browser GETs the next page (303). */
export function seeOther(res: Response, location: string): void {
  res.redirect(303, location);
}

/** A positive integer path or query parameter, or null. */
export function intParam(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** Form fields arrive as a string, an array (repeated names) or not at all. */
export function formList(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
}

export function formText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
