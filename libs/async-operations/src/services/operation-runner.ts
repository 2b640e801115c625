import { Inject, Injectable } from '@nestjs/common';
import {
  ADMIN_STORE,
  Caller,
  Database,
  logger,
  numberArray,
  renderPhrase,
  RequestContext,
  restoreSecrets,
  SECRET_SEALER,
  SecretArgument,
  SecretSealer,
  Settled,
  STORE_RESOLVER,
  StoreResolver,
  textArray,
  UserType,
  WebApiError,
  WebApiRegistry,
} from '@mercato/platform';
import { ConsumerMetrics } from '../metrics/consumer-metrics';
import { DEFER_SECONDS, EntityOrder } from './entity-order';
import { OperationStatus } from './operation-status';
import { isTransient } from './transient-errors';

interface ClaimedOperation {
  id: number;
  topic_name: string;
  serialized_data: string;
  sealed_arguments: string | null;
  route: string;
  store_id: number;
  scope_kind: string;
  attempts: number;
  user_type: number | null;
  user_id: number | null;
  entity_key: string | null;
  bulk_uuid: string;
  /** The request the bulk was accepted from, for the log lines about it. */
  request_id: string | null;
}

interface Outcome {
  id: number;
  topic: string;
  status: OperationStatus;
  message: string | null;
  result: string | null;
  code: number | null;
  /** Seconds before the next attempt, for an operation left open after a transient fault. */
  delay: number;
  attempted: number;
}

export interface BatchResult {
  /** Operations that ran (or were already finished) and need no further delivery. */
  settled: number[];
  /** Operations that hit a transient fault and are to be tried again after `delayMs`. */
  retry: { id: number; delayMs: number }[];
}

/** Attempts before a transiently failing operation is reported as status 2. */
export const MAX_ATTEMPTS = 5;

/**
 * Runs queued operations through the same service-contract providers as the synchronous routes.
 * A batch runs in one transaction: each operation in its own savepoint (its effects are undone if
 * it fails), and all outcomes are written by one statement before the commit, so an operation's
 * effects and its status are committed together, once. An operation no longer open (a
 * redelivered message) is skipped.
 */
@Injectable()
export class OperationRunner {
  constructor(
    private readonly ds: Database,
    private readonly registry: WebApiRegistry,
    @Inject(STORE_RESOLVER) private readonly stores: StoreResolver,
    @Inject(SECRET_SEALER) private readonly sealer: SecretSealer,
    private readonly order: EntityOrder,
    private readonly metrics: ConsumerMetrics,
  ) {}

  /**
   * Runs a batch. Optimistically first: all operations in one transaction without savepoints
   * (failures are rare, and a savepoint costs a round trip per operation). If any operation fails,
   * that attempt is rolled back whole and the batch runs again with each operation behind its own
   * savepoint, so a failed operation leaves no effect and the others keep theirs.
   */
  runBatch(ids: number[]): Promise<BatchResult> {
    return this.metrics.running(ids.length, async () => {
      try {
        return await this.attempt(ids, false);
      } catch (error) {
        if (!(error instanceof CarefulRunNeeded)) throw error;
        return this.attempt(ids, true);
      }
    });
  }

  private attempt(ids: number[], careful: boolean): Promise<BatchResult> {
    return this.ds.transaction(async () => {
      const own = await this.claim(ids);
      // Per-entity order across consumers (EntityOrder): earlier operations of the same entities that
      // no one else holds run first, here; what still has an earlier open operation elsewhere waits.
      const { pulled, held } = await this.order.arrange(own);
      const claimed = pulled.length ? [...own, ...(await this.claim(pulled))].sort((a, b) => a.id - b.id) : own;
      const runnable = held.size ? claimed.filter((op) => !held.has(op.id)) : claimed;
      /** Entities whose operation was left open for a retry in this batch, with its wait. */
      const stalled = new Map<string, number>();
      const startedAt = new Date().toISOString();
      const outcomes: Outcome[] = [];
      for (const group of careful ? runnable.map((op) => [op]) : this.groups(runnable)) {
        if (group.length > 1) {
          const batched = this.registry.byRoute(group[0].route)!.invokeBatch !== undefined;
          outcomes.push(...(await (batched ? this.runBatched(group) : this.runMerged(group))));
          continue;
        }
        const op = group[0];
        // The later operations of an entity wait for its retried one (only careful runs get here).
        if (op.entity_key !== null && stalled.has(op.entity_key)) {
          held.set(op.id, stalled.get(op.entity_key)! + DEFER_SECONDS);
          continue;
        }
        const outcome = await this.run(op, careful);
        // Without savepoints a failure may have left partial effects: start over carefully.
        if (!careful && outcome.status !== OperationStatus.Complete) throw new CarefulRunNeeded();
        if (outcome.status === OperationStatus.Open && op.entity_key !== null) stalled.set(op.entity_key, outcome.delay);
        outcomes.push(outcome);
      }
      if (outcomes.length) {
        await this.record(outcomes, startedAt);
        await this.ds.afterCommit(async () => logRun(claimed, outcomes));
      }
      await this.order.defer(held);
      let retry = outcomes.filter((o) => o.status === OperationStatus.Open).map((o) => ({ id: o.id, delayMs: o.delay * 1000 }));
      for (const [id, wait] of held) retry.push({ id, delayMs: Math.round(wait * 1000) });
      // Pulled operations have their own messages (skipped when they come, or run if still open).
      const mine = new Set(ids);
      retry = retry.filter((r) => mine.has(r.id));
      const retrying = new Set(retry.map((r) => r.id));
      // Counted once the outermost transaction commits (the database queue's claim wraps this one):
      // an attempt rolled back ran nothing.
      const heldTopics = claimed.filter((op) => held.has(op.id)).map((op) => op.topic_name);
      await this.ds.afterCommit(async () => this.count(outcomes, heldTopics));
      return { settled: ids.filter((id) => !retrying.has(id)), retry };
    });
  }

  private count(outcomes: Outcome[], heldTopics: string[]): void {
    for (const o of outcomes) {
      if (o.status === OperationStatus.Open) this.metrics.retried(o.topic, 'transient_failure');
      else this.metrics.ended(o.topic, o.status);
    }
    for (const topic of heldTopics) this.metrics.retried(topic, 'entity_order');
  }

  /** Locks the given operations that are still open (waiting for another batch that holds one). */
  private claim(ids: number[]): Promise<ClaimedOperation[]> {
    return this.ds.prepared<ClaimedOperation>(
      'operation_runner_claim',
      `SELECT o.id, o.topic_name, o.serialized_data, o.sealed_arguments, o.route, o.store_id, o.scope_kind, o.attempts,
         b.user_type, b.user_id, o.entity_key, o.bulk_uuid, b.request_id
       FROM magento_operation o JOIN magento_bulk b ON b.uuid = o.bulk_uuid
       WHERE o.id = ANY($1::int[]) AND o.status = ${OperationStatus.Open}
       ORDER BY o.id
       FOR UPDATE OF o`,
      [numberArray(ids)],
    );
  }

  /** Consecutive operations of a mergeable or batchable route, accepted in the same scope by the same caller. */
  private groups(ops: ClaimedOperation[]): ClaimedOperation[][] {
    const groups: ClaimedOperation[][] = [];
    let key: string | null = null;
    for (const op of ops) {
      const route = this.registry.byRoute(op.route);
      const together = route?.definition.coalesce !== undefined || route?.invokeBatch !== undefined;
      const k = together ? `${op.route}|${op.store_id}|${op.scope_kind}|${op.user_type}|${op.user_id}` : null;
      if (k !== null && k === key) groups[groups.length - 1].push(op);
      else groups.push([op]);
      key = k;
    }
    return groups;
  }

  /** One call for the group; any doubt (a failure, a result that cannot be split) runs it carefully. */
  private async runMerged(group: ClaimedOperation[]): Promise<Outcome[]> {
    const route = this.registry.byRoute(group[0].route)!;
    const coalesce = route.definition.coalesce!;
    let results: unknown[] | null;
    try {
      const ctx = await this.context(group[0]);
      const inputs: unknown[] = [];
      for (const op of group) inputs.push(route.parse(await this.argumentsOf(op)));
      results = coalesce.split(await route.invoke(ctx, coalesce.merge(inputs)), group.length);
    } catch {
      results = null;
    }
    if (!results) throw new CarefulRunNeeded();
    return group.map((op, i) => this.succeeded(op, route.definition.contract, results[i]));
  }

  /**
   * One batch call for the group, each operation keeping its own outcome: one that fails (bad
   * arguments, Magento's validation message) fails alone and leaves nothing written, the others
   * commit. A call that throws leaves effects that cannot be attributed: the batch runs carefully.
   */
  private async runBatched(group: ClaimedOperation[]): Promise<Outcome[]> {
    const route = this.registry.byRoute(group[0].route)!;
    const outcomes = new Array<Outcome>(group.length);
    let ctx: RequestContext;
    try {
      ctx = await this.context(group[0]);
    } catch (error) {
      return group.map((op) => this.failed(op, error));
    }
    const inputs: unknown[] = [];
    const positions: number[] = [];
    for (const [i, op] of group.entries()) {
      try {
        inputs.push(route.parse(await this.argumentsOf(op)));
        positions.push(i);
      } catch (error) {
        outcomes[i] = this.failed(op, error);
      }
    }
    let settled: Settled<unknown>[];
    try {
      settled = inputs.length ? await route.invokeBatch!(ctx, inputs) : [];
    } catch {
      throw new CarefulRunNeeded();
    }
    for (const [j, i] of positions.entries()) {
      const s = settled[j];
      outcomes[i] = s.ok ? this.succeeded(group[i], route.definition.contract, s.value) : this.failed(group[i], s.error);
    }
    return outcomes;
  }

  private succeeded(op: ClaimedOperation, contract: string, result: unknown): Outcome {
    return {
      id: op.id,
      topic: op.topic_name,
      delay: 0,
      attempted: 1,
      status: OperationStatus.Complete,
      message: `Service execution success ${contract}`,
      result: JSON.stringify(result === undefined ? [] : result),
      code: null,
    };
  }

  /** A failed attempt: a transient fault leaves the operation open for a later attempt, until the last. */
  private failed(op: ClaimedOperation, error: unknown): Outcome {
    const base = { id: op.id, topic: op.topic_name, delay: 0, attempted: 1 };
    if (isTransient(error)) {
      const attempts = op.attempts + 1;
      if (attempts < MAX_ATTEMPTS) {
        return { ...base, status: OperationStatus.Open, message: null, result: null, code: null, delay: Math.min(60, 2 ** attempts) };
      }
      return { ...base, status: OperationStatus.RetriablyFailed, message: messageOf(error), result: null, code: codeOf(error) };
    }
    if (!(error instanceof WebApiError))
      logger.warn('operation failed', {
        operation: op.id,
        topic: op.topic_name,
        bulk_uuid: op.bulk_uuid,
        request_id: op.request_id,
        error: (error as Error)?.message,
      });
    return { ...base, status: OperationStatus.NotRetriablyFailed, message: messageOf(error), result: null, code: codeOf(error) };
  }

  private async run(op: ClaimedOperation, careful: boolean): Promise<Outcome> {
    const base = { id: op.id, topic: op.topic_name, delay: 0, attempted: 1 };
    const route = this.registry.byRoute(op.route) ?? this.registry.byTopic(op.topic_name);
    // A route that lost its async twin (a credential route) is not run from the log either.
    if (!route || !route.queueable) {
      return {
        ...base,
        status: OperationStatus.NotRetriablyFailed,
        message: `No service handles topic "${op.topic_name}".`,
        result: null,
        code: 0,
      };
    }
    try {
      const ctx = await this.context(op);
      const input = await this.argumentsOf(op);
      const work = () => route.invoke(ctx, route.parse(input));
      return this.succeeded(op, route.definition.contract, careful ? await this.ds.attempt(work) : await work());
    } catch (error) {
      return this.failed(op, error);
    }
  }

  /** The arguments the operation was accepted with, its sealed secrets put back in their places. */
  private async argumentsOf(op: ClaimedOperation): Promise<Record<string, unknown>> {
    const redacted = JSON.parse(JSON.parse(op.serialized_data).meta_information) as Record<string, unknown>;
    if (!op.sealed_arguments) return redacted;
    const secrets = JSON.parse(await this.sealer.open(op.sealed_arguments)) as SecretArgument[];
    return restoreSecrets(redacted, secrets);
  }

  /** The request context the operation was accepted with: its store scope and caller. */
  private async context(op: ClaimedOperation): Promise<RequestContext> {
    const store = op.scope_kind === 'all' ? ADMIN_STORE : await this.stores.byId(op.store_id);
    if (!store) throw new WebApiError(400, 'The store of this operation no longer exists.');
    const type = (op.user_type ?? UserType.Guest) as UserType;
    const caller: Caller = {
      type,
      id: op.user_id,
      // The ACL was checked when the request was accepted.
      resources: type === UserType.Admin || type === UserType.Integration ? 'all' : new Set<string>(),
    };
    return { store: { ...store, kind: op.scope_kind as RequestContext['store']['kind'] }, caller };
  }

  private async record(outcomes: Outcome[], startedAt: string): Promise<void> {
    await this.ds.prepared(
      'operation_runner_record',
      `UPDATE magento_operation o SET
         status = x.status,
         result_message = x.message,
         result_serialized_data = x.result,
         error_code = x.code,
         serialized_data = CASE WHEN x.status = ${OperationStatus.Complete} THEN NULL ELSE o.serialized_data END,
         -- Kept as long as serialized_data, so a failed operation can still be retried.
         sealed_arguments = CASE WHEN x.status = ${OperationStatus.Complete} THEN NULL ELSE o.sealed_arguments END,
         started_at = COALESCE(o.started_at, $8::timestamptz AT TIME ZONE 'UTC'),
         finished_at = CASE WHEN x.status = ${OperationStatus.Open} THEN NULL ELSE now() END,
         attempts = o.attempts + x.attempted,
         available_at = CASE WHEN x.status = ${OperationStatus.Open} THEN now() + make_interval(secs => x.delay) ELSE o.available_at END
       FROM unnest($1::int[], $2::smallint[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[])
         AS x(id, status, message, result, code, delay, attempted)
       WHERE o.id = x.id`,
      [
        numberArray(outcomes.map((o) => o.id)),
        numberArray(outcomes.map((o) => o.status)),
        textArray(outcomes.map((o) => o.message)),
        textArray(outcomes.map((o) => o.result)),
        numberArray(outcomes.map((o) => o.code)),
        numberArray(outcomes.map((o) => o.delay)),
        numberArray(outcomes.map((o) => o.attempted)),
        startedAt,
      ],
    );
  }
}

/** Thrown to abandon an optimistic batch attempt (rolled back) and run it with savepoints. */
class CarefulRunNeeded extends Error {}

/** Magento renders the exception's phrase with its arguments into result_message. */
function messageOf(error: unknown): string {
  if (error instanceof WebApiError) return renderPhrase(error.message, error.parameters);
  return (error as Error)?.message ?? String(error);
}

function codeOf(error: unknown): number {
  if (error instanceof WebApiError) return error.code ?? 0;
  return 0;
}

/** One line per committed run of a batch: how many ran, how many failed, and the requests they came from. */
function logRun(claimed: ClaimedOperation[], outcomes: Outcome[]): void {
  const failed = outcomes.filter((o) => o.status !== OperationStatus.Complete && o.status !== OperationStatus.Open).length;
  const bulks = new Map(claimed.map((op) => [op.bulk_uuid, op.request_id]));
  logger.info('operations run', {
    operations: outcomes.length,
    failed,
    bulks: [...bulks].map(([bulk_uuid, request_id]) => ({ bulk_uuid, request_id })),
  });
}
