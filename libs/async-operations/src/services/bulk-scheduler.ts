import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import {
  APP_CONFIG,
  AppConfig,
  AsyncScheduler,
  currentRequestId,
  Database,
  DeclaredRoute,
  RequestContext,
  SECRET_SEALER,
  SecretSealer,
  separateSecrets,
  textArray,
  WebApiError,
} from '@mercato/platform';
import { entityKeyOf } from './entity-key';
import { OperationLogStatistics } from './operation-log-statistics';

const UNIQUE_VIOLATION = '23505';

/**
 * Accepts async and bulk requests (Magento MassSchedule): the bulk, its operations (status 4,
 * Magento's `serialized_data`) and, with RabbitMQ, an outbox record per operation are written in
 * one statement, so an acknowledged request is never lost. The acknowledgement is HTTP 202.
 */
@Injectable()
export class BulkScheduler implements AsyncScheduler {
  constructor(
    private readonly ds: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SECRET_SEALER) private readonly sealer: SecretSealer,
    private readonly statistics: OperationLogStatistics,
  ) {}

  async schedule(
    route: DeclaredRoute,
    ctx: RequestContext,
    inputs: Record<string, unknown>[],
    options: { idempotencyKey?: string },
  ): Promise<{ status: number; body: unknown }> {
    // Secret fields (passwords, card data) are stored sealed, apart, and `******` in serialized_data.
    const separated = inputs.map((input) => separateSecrets(route.definition.input, input));
    const sealed = await Promise.all(
      separated.map(({ secrets }) => (secrets.length ? this.sealer.seal(JSON.stringify(secrets)) : Promise.resolve(null))),
    );
    const key = options.idempotencyKey?.trim() || null;
    // Over the redacted arguments: a plain hash of a password would be open to guessing.
    const hash = key
      ? requestHash(
          route,
          ctx,
          separated.map((s) => s.redacted),
        )
      : null;
    if (key) {
      const earlier = await this.earlier(ctx, key, hash!);
      if (earlier) return earlier;
    }
    const uuid = randomUUID();
    const data = separated.map(({ redacted }) =>
      JSON.stringify({ entity_id: null, entity_link: '', meta_information: JSON.stringify(redacted), store_id: ctx.store.storeId }),
    );
    // Which entity each operation writes: consumers apply one entity's operations in this order.
    const entities = inputs.map((input) => entityKeyOf(route, input));
    try {
      await this.ds.query(
        `WITH bulk AS (
           INSERT INTO magento_bulk (uuid, user_id, user_type, description, operation_count, idempotency_key, request_hash, request_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $15)
         ), ops AS (
           INSERT INTO magento_operation (bulk_uuid, operation_key, topic_name, serialized_data, sealed_arguments, route, store_id,
           scope_kind, entity_key)
           -- ORDER BY k: ids follow the request's order, which is the order of acceptance the consumers keep.
           SELECT $1, k - 1, $4, d, s, $8, $9, $10, e FROM unnest($11::text[], $13::text[], $14::text[]) WITH ORDINALITY AS t(d, s, e, k)
           ORDER BY k
           RETURNING id
         )
         INSERT INTO queue_outbox (operation_id, topic) SELECT id, $4 FROM ops WHERE $12::boolean`,
        [
          uuid,
          ctx.caller.id,
          ctx.caller.type,
          route.topic,
          inputs.length,
          key,
          hash,
          `${route.method} ${route.path}`,
          ctx.store.storeId,
          ctx.store.kind,
          textArray(data),
          this.config.amqpUrl !== null,
          textArray(sealed),
          textArray(entities),
          currentRequestId() ?? null,
        ],
      );
    } catch (error) {
      // Two requests with one Idempotency-Key at once: the loser answers like a repeat.
      if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION && key) {
        const earlier = await this.earlier(ctx, key, hash!);
        if (earlier) return earlier;
      }
      throw error;
    }
    this.statistics.afterAccepted(inputs.length);
    return { status: 202, body: acknowledgement(uuid, inputs.length) };
  }

  /** A repeated Idempotency-Key: the original acknowledgement, or 422 for a different request. */
  private async earlier(ctx: RequestContext, key: string, hash: string): Promise<{ status: number; body: unknown } | null> {
    const [row]: { uuid: string; request_hash: string; operation_count: number }[] = await this.ds.query(
      `SELECT uuid, request_hash, operation_count FROM magento_bulk
       WHERE COALESCE(user_type, 0) = $1 AND COALESCE(user_id, 0) = $2 AND idempotency_key = $3`,
      [ctx.caller.type ?? 0, ctx.caller.id ?? 0, key],
    );
    if (!row) return null;
    if (row.request_hash !== hash) {
      throw new WebApiError(422, 'The Idempotency-Key "%key" was already used with a different request.', { key });
    }
    return { status: 202, body: acknowledgement(row.uuid, row.operation_count) };
  }
}

/** Spec §2.5: one accepted item per request body, ids from 0; data_hash reserved (null). */
export function acknowledgement(uuid: string, count: number): Record<string, unknown> {
  const items = new Array(count);
  for (let i = 0; i < count; i++) items[i] = { id: i, data_hash: null, status: 'accepted' };
  return { bulk_uuid: uuid, request_items: items, errors: false };
}

function requestHash(route: DeclaredRoute, ctx: RequestContext, inputs: unknown[]): string {
  return createHash('sha256')
    .update(`${route.method} ${route.path} ${ctx.store.storeId} ${ctx.store.kind}\n`)
    .update(JSON.stringify(inputs))
    .digest('hex');
}
