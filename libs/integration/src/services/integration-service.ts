import { Injectable } from '@nestjs/common';
import { createPublicKey } from 'node:crypto';
import { OauthCredentials } from '../oauth/oauth-credentials';
import {
  Database,
  echoCriteria,
  InputException,
  NoSuchEntityException,
  RequestContext,
  runSearch,
  SearchCriteria,
  SearchResults,
  textArray,
  WebApiRegistry,
} from '@mercato/platform';
import { IntegrationData } from '../dto/integration.input';
import { generateToken } from './credentials';
import { SecretBox } from './secret-box';

interface IntegrationRow {
  integration_id: number;
  name: string;
  email: string | null;
  endpoint: string | null;
  identity_link_url: string | null;
  status: number;
  setup_type: number;
  all_resources: boolean;
  resources: string[];
  public_key: string | null;
  created_at: string;
  updated_at: string;
}

const COLUMNS = `i.integration_id, i.name, i.email, i.endpoint, i.identity_link_url, i.status, i.setup_type, i.all_resources, i.resources,
  i.public_key, to_char(i.created_at, 'YYYY-MM-DD HH24:MI:SS') AS created_at, to_char(i.updated_at, 'YYYY-MM-DD HH24:MI:SS') AS updated_at`;

/**
 * Integrations as administrators manage them (Magento's admin screens, here as admin REST routes):
 * creating one generates its OAuth consumer key and secret (the secret stored encrypted, never
 * answered); resources are ACL ids the declared routes use, or all.
 */
@Injectable()
export class IntegrationService {
  constructor(
    private readonly ds: Database,
    private readonly secrets: SecretBox,
    private readonly registry: WebApiRegistry,
    private readonly credentials: OauthCredentials,
  ) {}

  async create(_ctx: RequestContext, data: IntegrationData): Promise<Record<string, unknown>> {
    const input = this.validate(data, true);
    await this.assertNameFree(input.name!);
    const secret = await this.secrets.seal(generateToken());
    const [{ integration_id }] = await this.ds.query(
      `WITH consumer AS (
         INSERT INTO oauth_consumer (name, key, secret, callback_url) VALUES ($1, $2, $3, $4) RETURNING entity_id
       )
       INSERT INTO integration (name, email, endpoint, identity_link_url, consumer_id, all_resources, resources, public_key)
       SELECT $1, $5, $4, $6, entity_id, $7, $8::text[], $9 FROM consumer RETURNING integration_id`,
      [
        input.name,
        generateToken(),
        secret,
        input.endpoint ?? null,
        input.email ?? null,
        input.identity_link_url ?? null,
        input.all_resources ?? false,
        textArray(input.resources ?? []),
        input.public_key ?? null,
      ],
    );
    return this.get(_ctx, integration_id);
  }

  async get(_ctx: RequestContext, id: number): Promise<Record<string, unknown>> {
    const [row]: IntegrationRow[] = await this.ds.query(`SELECT ${COLUMNS} FROM integration i WHERE i.integration_id = $1`, [id]);
    if (!row) throw NoSuchEntityException.singleField('integrationId', id);
    return present(row);
  }

  async update(ctx: RequestContext, id: number, data: IntegrationData): Promise<Record<string, unknown>> {
    await this.get(ctx, id);
    const input = this.validate(data, false);
    if (input.name !== undefined) await this.assertNameFree(input.name, id);
    await this.ds.query(
      `UPDATE integration SET
         name = COALESCE($2, name), email = CASE WHEN $3 THEN $4 ELSE email END,
         endpoint = CASE WHEN $5 THEN $6 ELSE endpoint END,
         identity_link_url = CASE WHEN $7 THEN $8 ELSE identity_link_url END,
         all_resources = COALESCE($9, all_resources), resources = COALESCE($10::text[], resources),
         public_key = CASE WHEN $11 THEN $12 ELSE public_key END, updated_at = now()
       WHERE integration_id = $1`,
      [
        id,
        input.name ?? null,
        'email' in input,
        input.email ?? null,
        'endpoint' in input,
        input.endpoint ?? null,
        'identity_link_url' in input,
        input.identity_link_url ?? null,
        input.all_resources ?? null,
        input.resources ? textArray(input.resources) : null,
        'public_key' in input,
        input.public_key ?? null,
      ],
    );
    this.credentials.invalidate();
    return this.get(ctx, id);
  }

  async delete(ctx: RequestContext, id: number): Promise<boolean> {
    await this.get(ctx, id);
    // The consumer goes with it (and with the consumer, its tokens).
    await this.ds.query(`DELETE FROM oauth_consumer WHERE entity_id = (SELECT consumer_id FROM integration WHERE integration_id = $1)`, [
      id,
    ]);
    this.credentials.invalidate();
    return true;
  }

  async getList(_ctx: RequestContext, criteria: SearchCriteria): Promise<SearchResults<Record<string, unknown>>> {
    const { rows, total } = await runSearch<IntegrationRow>(this.ds, criteria, {
      select: COLUMNS,
      from: 'integration i',
      fields: {
        id: { sql: 'i.integration_id', type: 'int' },
        integration_id: { sql: 'i.integration_id', type: 'int' },
        name: { sql: 'i.name', type: 'text' },
        email: { sql: 'i.email', type: 'text' },
        endpoint: { sql: 'i.endpoint', type: 'text' },
        status: { sql: 'i.status', type: 'int' },
        created_at: { sql: 'i.created_at', type: 'timestamp' },
        updated_at: { sql: 'i.updated_at', type: 'timestamp' },
      },
      defaultOrder: 'i.integration_id ASC',
    });
    return { items: rows.map(present), search_criteria: echoCriteria(criteria), total_count: total };
  }

  /** Every ACL resource a declared route requires: what an integration can be granted. */
  aclResources(): { id: string; routes: number }[] {
    const counts = new Map<string, number>();
    for (const r of this.registry.routes()) {
      for (const res of r.definition.acl) if (res !== 'anonymous' && res !== 'self') counts.set(res, (counts.get(res) ?? 0) + 1);
    }
    return [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([id, routes]) => ({ id, routes }));
  }

  private validate(data: IntegrationData, creating: boolean): IntegrationData {
    const out: IntegrationData = {};
    for (const [k, v] of Object.entries(data)) if (v !== undefined && k !== 'id') (out as Record<string, unknown>)[k] = v;
    if (creating || out.name !== undefined) {
      if (typeof out.name !== 'string' || !out.name.trim()) throw InputException.requiredField('name');
      out.name = out.name.trim();
    }
    if (out.email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(out.email)) throw InputException.invalidFieldValue('email', out.email);
    for (const field of ['endpoint', 'identity_link_url'] as const) {
      const url = out[field];
      if (url && !/^https?:\/\/[^\s]+$/i.test(url)) throw InputException.invalidFieldValue(field, url);
    }
    if (out.public_key) {
      try {
        createPublicKey(out.public_key);
      } catch {
        throw InputException.invalidFieldValue('public_key', out.public_key);
      }
    }
    if (out.resources) {
      const known = new Set(this.aclResources().map((r) => r.id));
      const unknown = out.resources.find((r) => !known.has(r));
      if (unknown !== undefined) throw InputException.invalidFieldValue('resources', unknown);
      out.resources = [...new Set(out.resources)];
    }
    return out;
  }

  private async assertNameFree(name: string, except?: number): Promise<void> {
    const rows = await this.ds.query(`SELECT 1 FROM integration WHERE lower(name) = lower($1) AND integration_id <> $2`, [
      name,
      except ?? 0,
    ]);
    if (rows.length) throw new InputException("Integration with name '%1' exists.", [name]);
  }
}

function present(row: IntegrationRow): Record<string, unknown> {
  return {
    id: row.integration_id,
    name: row.name,
    email: row.email,
    endpoint: row.endpoint,
    identity_link_url: row.identity_link_url,
    status: row.status,
    setup_type: row.setup_type,
    all_resources: row.all_resources,
    resources: row.resources,
    public_key: row.public_key,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
