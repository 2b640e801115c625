import { Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ADMIN_STORE, Caller, Database, GUEST, ScopeConfig, UserType } from '@mercato/platform';
import { AdminTokenService, SecretBox, UserTokens } from '@mercato/integration';

export type FlashKind = 'success' | 'notice' | 'error';

export interface FlashMessage {
  kind: FlashKind;
  text: string;
}

/** A live session of the admin pages, resolved for one request. */
export interface AdminSession {
  /** sha256 of the cookie: the row's key. */
  hash: string;
  username: string;
  formKey: string;
  /** Messages left for this page by the previous request (consumed by full-page GETs). */
  flash: FlashMessage[];
  caller: Caller;
}

/** Magento_Backend's admin session lifetime (seconds of inactivity), its default and bounds. */
const LIFETIME_PATH = 'admin/security/session_lifetime';
const DEFAULT_LIFETIME = 900;
const MIN_LIFETIME = 60;
const MAX_LIFETIME = 31_536_000;

/**
 * Sessions of the admin pages (Magento\Backend\Model\Auth\Session). Signing in goes through the
 * admin token service, so the admin pages share the web API's credential check, lockout and token
 * lifetime; the token stays on the server, sealed, and every request resolves it again, so a
 * deactivated administrator or revoked tokens end the session at once. A session ends after
 * `admin/security/session_lifetime` seconds without a request, or when its token expires.
 */
@Injectable()
export class AdminSessions {
  constructor(
    private readonly ds: Database,
    private readonly adminTokens: AdminTokenService,
    private readonly tokens: UserTokens,
    private readonly box: SecretBox,
    private readonly config: ScopeConfig,
  ) {}

  /**
   * Checks the credentials (Magento's messages and lockout) and opens a session. Answers the
   * cookie value; only its hash is stored. Expired sessions are cleared on the way.
   */
  async signIn(username: string, password: string): Promise<string> {
    const token = await this.adminTokens.createAdminAccessToken({ store: ADMIN_STORE, caller: GUEST }, username, password);
    const payload = jwt.decode(token) as { uid: number; exp: number };
    const cookie = randomBytes(32).toString('base64url');
    await this.ds.query(
      `WITH expired AS (
         DELETE FROM admin_ui_session WHERE expires_at <= now() OR last_seen_at <= now() - make_interval(secs => $6)
       )
       INSERT INTO admin_ui_session (session_hash, user_id, sealed_token, form_key, expires_at)
       VALUES ($1, $2, $3, $4, to_timestamp($5)::timestamp)`,
      [hashOf(cookie), payload.uid, await this.box.seal(token), randomBytes(24).toString('base64url'), payload.exp, await this.lifetime()],
    );
    return cookie;
  }

  /**
   * The session a cookie names, if it is still live; its idle clock restarts. `consumeFlash`
   * hands over (and clears) the messages left for the next page.
   */
  async resume(cookie: string | undefined, consumeFlash: boolean): Promise<AdminSession | null> {
    if (!cookie) return null;
    const hash = hashOf(cookie);
    // The self-join reads the row as it was before the update: the flash being cleared. (A
    // SELECT over the update, so the driver answers its rows.)
    const [row]: { sealed_token: string; form_key: string; flash: FlashMessage[] | null; username: string }[] = await this.ds.query(
      `WITH touched AS (
         UPDATE admin_ui_session s SET last_seen_at = now(), flash = CASE WHEN $3 THEN NULL ELSE s.flash END
         FROM admin_ui_session before, admin_user u
         WHERE s.session_hash = $1 AND before.session_hash = s.session_hash AND u.user_id = s.user_id
           AND s.expires_at > now() AND s.last_seen_at > now() - make_interval(secs => $2)
         RETURNING s.sealed_token, s.form_key, before.flash, u.username
       )
       SELECT * FROM touched`,
      [hash, await this.lifetime(), consumeFlash],
    );
    if (!row) return null;
    const caller = await this.tokens.resolve(await this.box.open(row.sealed_token));
    if (!caller || caller.type !== UserType.Admin) {
      await this.end(hash);
      return null;
    }
    return { hash, username: row.username, formKey: row.form_key, flash: row.flash ?? [], caller };
  }

  /**
   * Signing out forgets the session and, with it, the only copy of its token: nobody can use it
   * again. The administrator's other tokens (other browsers, web API clients) are left alone.
   */
  async end(hash: string): Promise<void> {
    await this.ds.query(`DELETE FROM admin_ui_session WHERE session_hash = $1`, [hash]);
  }

  async flash(session: AdminSession, kind: FlashKind, text: string): Promise<void> {
    await this.ds.query(`UPDATE admin_ui_session SET flash = COALESCE(flash, '[]'::jsonb) || $2::jsonb WHERE session_hash = $1`, [
      session.hash,
      JSON.stringify([{ kind, text }]),
    ]);
  }

  private async lifetime(): Promise<number> {
    const seconds = await this.config.getInt(LIFETIME_PATH, DEFAULT_LIFETIME);
    return Math.min(Math.max(seconds, MIN_LIFETIME), MAX_LIFETIME);
  }
}

function hashOf(cookie: string): string {
  return createHash('sha256').update(cookie).digest('hex');
}

/** Constant-time comparison of a submitted form key with the expected one. */
export function sameKey(submitted: unknown, expected: string): boolean {
  if (typeof submitted !== 'string') return false;
  const a = Buffer.from(submitted);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
