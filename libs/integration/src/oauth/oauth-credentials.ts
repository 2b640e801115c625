import { Injectable, OnModuleInit } from '@nestjs/common';
import { Database, DbNotifications, NotifiedCache } from '@mercato/platform';
import { OauthTokenType } from './oauth-token-type';
import { SecretBox } from '../services/secret-box';

export interface IntegrationGrant {
  id: number;
  status: number;
  allResources: boolean;
  resources: string[];
  publicKey: string | null;
}

export interface ConsumerRecord {
  id: number;
  key: string;
  /** Plain secret (stored encrypted). */
  secret: string;
  /** Epoch ms of the consumer row's last update: activation starts the key's expiry clock. */
  updatedAt: number;
  integration: IntegrationGrant | null;
}

export interface TokenRecord {
  id: number;
  consumerId: number;
  type: OauthTokenType;
  token: string;
  secret: string;
  verifier: string;
  revoked: boolean;
}

/**
 * Consumers and tokens, decrypted. Signed store calls read them from a process cache that the
 * `mercato_oauth` notification empties on any change to consumers, integrations or tokens, so a
 * signed call costs one statement (its nonce). The handshake reads them fresh.
 */
@Injectable()
export class OauthCredentials implements OnModuleInit {
  private readonly consumers: NotifiedCache<ConsumerRecord>;
  private readonly tokens: NotifiedCache<TokenRecord>;

  constructor(
    private readonly ds: Database,
    private readonly box: SecretBox,
    notifications: DbNotifications,
  ) {
    this.consumers = new NotifiedCache(this.ds, notifications, 10_000);
    this.tokens = new NotifiedCache(this.ds, notifications, 10_000);
  }

  async onModuleInit(): Promise<void> {
    await this.consumers.listen('mercato_oauth');
    await this.tokens.listen('mercato_oauth');
  }

  /**
   * Empties this process's caches at once. Writers of integrations, consumers and tokens call it
   * after their change: the trigger's notification empties them too, in every process, but it
   * arrives asynchronously, and the next request of the same client must already see the change
   * (a revoked token refused).
   */
  invalidate(): void {
    this.consumers.clear();
    this.tokens.clear();
  }

  async consumerByKey(key: string, fresh = false): Promise<ConsumerRecord | null> {
    return this.consumer(key, 'c.key = $1', key, fresh);
  }

  async consumerById(id: number, fresh = false): Promise<ConsumerRecord | null> {
    return this.consumer(`#${id}`, 'c.entity_id = $1', id, fresh);
  }

  private async consumer(cacheKey: string, where: string, value: unknown, fresh: boolean): Promise<ConsumerRecord | null> {
    const cached = fresh ? undefined : this.consumers.get(cacheKey);
    if (cached) return cached;
    const stamp = this.consumers.begin();
    const [row] = await this.ds.query(
      `SELECT c.entity_id, c.key, c.secret, extract(epoch FROM c.updated_at) * 1000 AS updated_at,
              i.integration_id, i.status, i.all_resources, i.resources, i.public_key
       FROM oauth_consumer c LEFT JOIN integration i ON i.consumer_id = c.entity_id WHERE ${where}`,
      [value],
    );
    if (!row) return null;
    const record: ConsumerRecord = {
      id: row.entity_id,
      key: row.key,
      secret: await this.box.open(row.secret),
      updatedAt: Number(row.updated_at),
      integration:
        row.integration_id === null
          ? null
          : {
              id: row.integration_id,
              status: row.status,
              allResources: row.all_resources,
              resources: row.resources,
              publicKey: row.public_key,
            },
    };
    if (!fresh) this.consumers.set(cacheKey, record, stamp);
    return record;
  }

  async token(token: string, fresh = false): Promise<TokenRecord | null> {
    const cached = fresh ? undefined : this.tokens.get(token);
    if (cached) return cached;
    const stamp = this.tokens.begin();
    const [row] = await this.ds.query(
      `SELECT entity_id, consumer_id, type, token, secret, verifier, revoked FROM oauth_token WHERE token = $1`,
      [token],
    );
    if (!row) return null;
    const record: TokenRecord = {
      id: row.entity_id,
      consumerId: row.consumer_id,
      type: row.type,
      token: row.token,
      secret: await this.box.open(row.secret),
      verifier: row.verifier,
      revoked: row.revoked,
    };
    if (!fresh) this.tokens.set(token, record, stamp);
    return record;
  }

  async tokenOfConsumer(consumerId: number): Promise<TokenRecord | null> {
    const [row] = await this.ds.query(`SELECT token FROM oauth_token WHERE consumer_id = $1`, [consumerId]);
    return row ? this.token(row.token, true) : null;
  }
}
