import { Injectable, OnModuleInit } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { Caller, Database, DbNotifications, NotifiedCache, ScopeConfig, UserType } from '@mercato/platform';
import { SigningKey } from './signing-key';

interface TokenPayload {
  uid: number;
  utypid: UserType;
  iat: number;
  exp: number;
}

interface UserState {
  active: boolean;
  revokeBefore: number | null;
}

/** Per user type: config path of the lifetime in minutes, its default, and the user's table. */
const KINDS: Partial<Record<UserType, { expiration: string; defaultMinutes: number; stateSql: string }>> = {
  [UserType.Admin]: {
    expiration: 'webapi/jwtauth/admin_expiration',
    defaultMinutes: 240,
    stateSql: `SELECT u.is_active, r.revoke_before FROM admin_user u
       LEFT JOIN jwt_auth_revoked r ON r.user_type_id = $2 AND r.user_id = u.user_id
       WHERE u.user_id = $1`,
  },
  [UserType.Customer]: {
    expiration: 'webapi/jwtauth/customer_expiration',
    defaultMinutes: 60,
    stateSql: `SELECT c.is_active, r.revoke_before FROM customer_entity c
       LEFT JOIN jwt_auth_revoked r ON r.user_type_id = $2 AND r.user_id = c.entity_id
       WHERE c.entity_id = $1`,
  },
};

/**
 * Admin and customer bearer tokens as Magento 2.4.4+ issues them: JWS HS256 with header kid "1"
 * and payload {uid, utypid, iat, exp}. Lifetime in minutes: `webapi/jwtauth/admin_expiration`
 * (default 240, 4 h) and `webapi/jwtauth/customer_expiration` (default 60); 30 when set ≤ 0.
 * A token is honoured until it expires, while its user exists and is active, and only if it was
 * issued after the user's revocation time.
 *
 * That state is read from the database once per user and cached while the `mercato_auth`
 * notifications are live; a trigger announces every change, so a deactivation or revocation
 * takes effect at once in every process.
 */
@Injectable()
export class UserTokens implements OnModuleInit {
  /** `<user type>:<user id>` → state; the trigger's payload names the user that changed. */
  private readonly states: NotifiedCache<UserState>;
  private readonly verifiedTokens = new Map<string, TokenPayload>();
  private static readonly MAX_VERIFIED = 10_000;

  constructor(
    private readonly ds: Database,
    private readonly key: SigningKey,
    private readonly config: ScopeConfig,
    notifications: DbNotifications,
  ) {
    this.states = new NotifiedCache(this.ds, notifications, 100_000);
  }

  onModuleInit(): Promise<void> {
    return this.states.listen('mercato_auth', (payload) => payload);
  }

  /** A token for the user; `lifetimeSeconds` overrides the configured lifetime (tests of expiry). */
  async issue(userId: number, type: UserType, lifetimeSeconds?: number): Promise<string> {
    const kind = KINDS[type];
    if (!kind) throw new Error(`No bearer tokens for user type ${type}`);
    let seconds = lifetimeSeconds;
    if (seconds === undefined) {
      let minutes = await this.config.getInt(kind.expiration, kind.defaultMinutes);
      if (minutes <= 0) minutes = 30;
      seconds = minutes * 60;
    }
    return jwt.sign({ uid: userId, utypid: type }, await this.key.get(), {
      algorithm: 'HS256',
      keyid: '1',
      expiresIn: seconds,
    });
  }

  /**
   * The caller a token stands for, or null when it is not (or no longer) valid. Verifying a
   * signature is a pure function of the token, so a verified payload is remembered until it
   * expires; whether its user is still active is checked on every call.
   */
  async resolve(token: string): Promise<Caller | null> {
    const payload = await this.verified(token);
    if (!payload || !Number.isInteger(payload.uid) || !KINDS[payload.utypid]) return null;
    const state = await this.state(payload.utypid, payload.uid);
    if (!state.active) return null;
    if (state.revokeBefore !== null && payload.iat <= state.revokeBefore) return null;
    // Customers hold no ACL resources: they pass only `anonymous` and `self` routes.
    if (payload.utypid === UserType.Customer) return { type: UserType.Customer, id: payload.uid, resources: new Set<string>() };
    return { type: UserType.Admin, id: payload.uid, resources: 'all' };
  }

  /** True when the token's signature was verified before and it has not expired. */
  isKnown(token: string): boolean {
    const known = this.verifiedTokens.get(token);
    return !!known && known.exp * 1000 > Date.now();
  }

  private async verified(token: string): Promise<TokenPayload | null> {
    const known = this.verifiedTokens.get(token);
    if (known && known.exp * 1000 > Date.now()) return known;
    let payload: TokenPayload;
    try {
      payload = jwt.verify(token, await this.key.get(), { algorithms: ['HS256'] }) as TokenPayload;
    } catch {
      return null;
    }
    if (this.verifiedTokens.size >= UserTokens.MAX_VERIFIED) this.verifiedTokens.delete(this.verifiedTokens.keys().next().value!);
    this.verifiedTokens.set(token, payload);
    return payload;
  }

  /** Invalidates every token the user holds now. */
  async revokeAll(userId: number, type: UserType): Promise<void> {
    await this.ds.query(
      `INSERT INTO jwt_auth_revoked (user_type_id, user_id, revoke_before) VALUES ($1, $2, $3)
       ON CONFLICT (user_type_id, user_id) DO UPDATE SET revoke_before = EXCLUDED.revoke_before`,
      [type, userId, Math.floor(Date.now() / 1000)],
    );
    // The trigger's notification does the same in every process, but later: this process's next
    // request must already refuse the revoked tokens.
    this.states.delete(`${type}:${userId}`);
  }

  private async state(type: UserType, userId: number): Promise<UserState> {
    const key = `${type}:${userId}`;
    const cached = this.states.get(key);
    if (cached) return cached;
    const token = this.states.begin();
    const rows: { is_active: boolean; revoke_before: string | null }[] = await this.ds.query(KINDS[type]!.stateSql, [userId, type]);
    const state: UserState = rows.length
      ? { active: rows[0].is_active, revokeBefore: rows[0].revoke_before === null ? null : Number(rows[0].revoke_before) }
      : { active: false, revokeBefore: null };
    this.states.set(key, state, token);
    return state;
  }
}
