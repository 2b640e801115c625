import { Injectable } from '@nestjs/common';
import {
  Database,
  DbNotifications,
  echoCriteria,
  NoSuchEntityException,
  RequestContext,
  runSearch,
  SearchCriteria,
  SearchFieldMap,
  SearchResults,
  UserType,
} from '@mercato/platform';

interface BulkRow {
  uuid: string;
  user_id: number | null;
  user_type: number | null;
  description: string;
  operation_count: number;
  start_time: string;
}

const DETAIL_COLUMNS = `o.operation_key AS id, o.bulk_uuid, o.topic_name, o.serialized_data, o.result_serialized_data,
  o.status, o.result_message, o.error_code`;

/**
 * Magento\AsynchronousOperations\Api\BulkStatusInterface and OperationRepositoryInterface: the
 * state of accepted bulks, read straight from the operations (status 4 from the moment they are
 * accepted, so a bulk is never reported finished while one is open). Administrators see every
 * bulk; any other caller only its own.
 *
 * Each answer waits until this process has heard every change committed before it was read
 * (`DbNotifications.caughtUp`): a consumer is another process, and its writes reach this process's
 * caches by notification. A client that reads a product once its bulk is reported complete must
 * see what the bulk wrote, not what the product cache held before.
 */
@Injectable()
export class BulkStatusService {
  constructor(
    private readonly ds: Database,
    private readonly notifications: DbNotifications,
  ) {}

  async getBulkShortStatus(ctx: RequestContext, bulkUuid: string): Promise<Record<string, unknown>> {
    const bulk = await this.bulk(ctx, bulkUuid);
    const ops = await this.ds.query(
      `SELECT operation_key AS id, status, result_message, error_code FROM magento_operation o
       WHERE o.bulk_uuid = $1 ORDER BY o.operation_key`,
      [bulk.uuid],
    );
    await this.notifications.caughtUp();
    return summary(bulk, ops);
  }

  async getBulkDetailedStatus(ctx: RequestContext, bulkUuid: string): Promise<Record<string, unknown>> {
    const bulk = await this.bulk(ctx, bulkUuid);
    const ops = await this.ds.query(`SELECT ${DETAIL_COLUMNS} FROM magento_operation o WHERE o.bulk_uuid = $1 ORDER BY o.operation_key`, [
      bulk.uuid,
    ]);
    await this.notifications.caughtUp();
    return summary(bulk, ops);
  }

  async getOperationsCountByBulkIdAndStatus(ctx: RequestContext, bulkUuid: string, status: number): Promise<number> {
    const bulk = await this.bulk(ctx, bulkUuid);
    const [{ count }] = await this.ds.query(`SELECT count(*)::int AS count FROM magento_operation WHERE bulk_uuid = $1 AND status = $2`, [
      bulk.uuid,
      status,
    ]);
    await this.notifications.caughtUp();
    return count;
  }

  /** GET /V1/bulk: operations (not bulks) matching the criteria, with the bulk's start time. */
  async getList(ctx: RequestContext, criteria: SearchCriteria): Promise<SearchResults<Record<string, unknown>>> {
    const fields: SearchFieldMap = {
      id: { sql: 'o.id', type: 'int' },
      bulk_uuid: { sql: 'o.bulk_uuid', type: 'text' },
      topic_name: { sql: 'o.topic_name', type: 'text' },
      status: { sql: 'o.status', type: 'int' },
      error_code: { sql: 'o.error_code', type: 'int' },
      result_message: { sql: 'o.result_message', type: 'text' },
      start_time: { sql: 'b.start_time', type: 'timestamp' },
      started_at: { sql: 'o.started_at', type: 'timestamp' },
    };
    const owner = ownerFilter(ctx);
    const { rows, total } = await runSearch<Record<string, unknown>>(this.ds, criteria, {
      select: `${DETAIL_COLUMNS}, to_char(b.start_time, 'YYYY-MM-DD HH24:MI:SS') AS start_time`,
      from: 'magento_operation o JOIN magento_bulk b ON b.uuid = o.bulk_uuid',
      fields,
      defaultOrder: 'o.id ASC',
      conditions: [owner.sql],
      params: owner.params,
    });
    await this.notifications.caughtUp();
    return {
      items: rows.map(({ start_time, ...op }) => ({ ...op, extension_attributes: { start_time } })),
      search_criteria: echoCriteria(criteria),
      total_count: total,
    };
  }

  private async bulk(ctx: RequestContext, uuid: string): Promise<BulkRow> {
    const owner = ownerFilter(ctx, 1);
    const [row]: BulkRow[] = await this.ds.query(
      `SELECT uuid, user_id, user_type, description, operation_count, to_char(start_time, 'YYYY-MM-DD HH24:MI:SS') AS start_time
       FROM magento_bulk b WHERE b.uuid = $1 AND ${owner.sql}`,
      [uuid, ...owner.params],
    );
    if (!row) throw new NoSuchEntityException('Bulk uuid %bulkUuid not exist', { bulkUuid: uuid });
    return row;
  }
}

/** Administrators see all bulks; integrations and customers their own. */
function ownerFilter(ctx: RequestContext, offset = 0): { sql: string; params: unknown[] } {
  if (ctx.caller.type === UserType.Admin) return { sql: 'TRUE', params: [] };
  return {
    sql: `COALESCE(b.user_type, 0) = $${offset + 1} AND COALESCE(b.user_id, 0) = $${offset + 2}`,
    params: [ctx.caller.type, ctx.caller.id ?? 0],
  };
}

function summary(bulk: BulkRow, operations: unknown[]): Record<string, unknown> {
  return {
    operations_list: operations,
    user_type: bulk.user_type,
    bulk_id: bulk.uuid,
    description: bulk.description,
    start_time: bulk.start_time,
    user_id: bulk.user_id,
    operation_count: bulk.operation_count,
  };
}
