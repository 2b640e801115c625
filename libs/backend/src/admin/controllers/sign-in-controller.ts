import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response, Router } from 'express';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, AppConfig, WebApiError } from '@mercato/platform';
import { formText, seeOther, sendHtml, sessionOf } from '../http/admin-http';
import { clearCookie, readCookie, SESSION_COOKIE, setCookie, SIGN_IN_KEY_COOKIE } from '../http/cookies';
import { INVALID_FORM_KEY } from '../http/guards';
import { errorMessages } from '../phrases';
import { AdminSessions, sameKey } from '../session/admin-sessions';
import { signInPage } from '../views/sign-in-view';

const HOME = '/admin/integrations';
/** The sign-in form's key lives as long as a sign-in form is reasonably left open. */
const SIGN_IN_KEY_SECONDS = 3600;

/** Sign-in and sign-out (Magento_Backend's auth controllers). */
@Injectable()
export class SignInController {
  constructor(
    private readonly sessions: AdminSessions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Pages reachable without a session. */
  mountPublic(router: Router): void {
    router.get('/login', (req, res) => this.form(req, res));
    router.post('/login', (req, res) => this.signIn(req, res));
  }

  mount(router: Router): void {
    router.post('/logout', (req, res) => this.signOut(req, res));
  }

  private async form(req: Request, res: Response): Promise<void> {
    if (await this.sessions.resume(readCookie(req, SESSION_COOKIE), false)) return seeOther(res, safeNext(req.query.next));
    const notices = req.query.signed_out !== undefined ? [{ kind: 'success' as const, text: 'You have logged out.' }] : [];
    sendHtml(res, signInPage({ formKey: this.newSignInKey(req, res), next: nextField(req.query.next), notices }));
  }

  private async signIn(req: Request, res: Response): Promise<void> {
    const username = formText(req.body?.username);
    const next = nextField(req.body?.next);
    const expected = readCookie(req, SIGN_IN_KEY_COOKIE);
    if (!expected || !sameKey(req.body?.form_key, expected)) {
      sendHtml(res, signInPage({ formKey: this.newSignInKey(req, res), username, next, errors: [INVALID_FORM_KEY] }), 403);
      return;
    }
    let cookie: string;
    try {
      cookie = await this.sessions.signIn(username, formText(req.body?.password));
    } catch (error) {
      if (!(error instanceof WebApiError)) throw error;
      sendHtml(res, signInPage({ formKey: this.newSignInKey(req, res), username, next, errors: errorMessages(error) }), error.httpStatus);
      return;
    }
    clearCookie(req, res, this.config.baseUrl, SIGN_IN_KEY_COOKIE);
    setCookie(req, res, this.config.baseUrl, SESSION_COOKIE, cookie);
    seeOther(res, safeNext(next));
  }

  private async signOut(req: Request, res: Response): Promise<void> {
    await this.sessions.end(sessionOf(res).hash);
    clearCookie(req, res, this.config.baseUrl, SESSION_COOKIE);
    seeOther(res, '/admin/login?signed_out');
  }

  private newSignInKey(req: Request, res: Response): string {
    const key = randomBytes(24).toString('base64url');
    setCookie(req, res, this.config.baseUrl, SIGN_IN_KEY_COOKIE, key, SIGN_IN_KEY_SECONDS);
    return key;
  }
}

/** Only a page of the admin itself may be the place to return to (no open redirect). */
function nextField(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/admin\/[^/\\]/.test(value) && !/[\r\n]/.test(value) ? value : undefined;
}

function safeNext(value: unknown): string {
  return nextField(value) ?? HOME;
}
