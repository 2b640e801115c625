import { Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { DataSource } from 'typeorm';
import { Caller, ScopeConfig, UserType } from '@mercato/platform';
import { SigningKey } from './signing-key';

interface TokenPayload {
  uid: number;
  utypid: UserType;
  iat: number;
  exp: number;
}

/**
 * Admin (and later customer) bearer tokens as Magento 2.4.4+ issues them: JWS HS256 with header
 * kid "1" and payload {uid, utypid, iat, exp}, lifetime `webapi/jwtauth/admin_expiration` minutes.
 * A token is honoured while its user is active and it was issued after the user's revocation time.
 */
@Injectable()
export class UserTokens {
  constructor(
    private readonly ds: DataSource,
    private readonly key: SigningKey,
    private readonly config: ScopeConfig,
  ) {}

  async issue(userId: number, type: UserType): Promise<string> {
    const path = type === UserType.Admin ? 'webapi/jwtauth/admin_expiration' : 'webapi/jwtauth/customer_expiration';
    let minutes = await this.config.getInt(path, 60);
    if (minutes <= 0) minutes = 30;
    return jwt.sign({ uid: userId, utypid: type }, await this.key.get(), {
      algorithm: 'HS256',
      keyid: '1',
      expiresIn: minutes * 60,
    });
  }

  /** The caller a token stands for, or null when it is not (or no longer) valid. */
  async resolve(token: string): Promise<Caller | null> {
    let payload: TokenPayload;
    try {
      payload = jwt.verify(token, await this.key.get(), { algorithms: ['HS256'] }) as TokenPayload;
    } catch {
      return null;
    }
    if (payload.utypid !== UserType.Admin) return null;
    const rows: { is_active: boolean; revoke_before: string | null }[] = await this.ds.query(
      `SELECT u.is_active, r.revoke_before FROM admin_user u
       LEFT JOIN jwt_auth_revoked r ON r.user_type_id = $2 AND r.user_id = u.user_id
       WHERE u.user_id = $1`,
      [payload.uid, UserType.Admin],
    );
    const row = rows[0];
    if (!row || !row.is_active) return null;
    if (row.revoke_before !== null && payload.iat <= Number(row.revoke_before)) return null;
    return { type: UserType.Admin, id: payload.uid, resources: 'all' };
  }

  /** Invalidates every token the user holds now. */
  async revokeAll(userId: number, type: UserType): Promise<void> {
    await this.ds.query(
      `INSERT INTO jwt_auth_revoked (user_type_id, user_id, revoke_before) VALUES ($1, $2, $3)
       ON CONFLICT (user_type_id, user_id) DO UPDATE SET revoke_before = EXCLUDED.revoke_before`,
      [type, userId, Math.floor(Date.now() / 1000)],
    );
  }
}
