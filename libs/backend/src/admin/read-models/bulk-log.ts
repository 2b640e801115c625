import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';

/** One accepted bulk with its operations counted by outcome. */
export interface BulkSummary {
  uuid: string;
  description: string;
  /** `METHOD /V1/path` of the route its operations run (they all run one route). */
  route: string | null;
  start_time: string;
  user: string;
  operation_count: number;
  complete: number;
  failed: number;
  open: number;
  rejected: number;
}

export interface OperationDetail {
  id: number;
  topic_name: string;
  status: number;
  result_message: string | null;
  error_code: number | null;
  serialized_data: string | null;
  result_serialized_data: string | null;
  started_at: string | null;
  finished_at: string | null;
}

const SUMMARY = `b.uuid, b.description, to_char(b.start_time, 'YYYY-MM-DD HH24:MI:SS') AS start_time, b.operation_count,
  CASE b.user_type
    WHEN 2 THEN COALESCE(u.username, 'Administrator #' || b.user_id)
    WHEN 1 THEN COALESCE(i.name, 'Integration #' || b.user_id)
    WHEN 3 THEN 'Customer #' || b.user_id
    ELSE 'Guest'
  END AS "user",
  c.route, c.complete, c.failed, c.open, c.rejected`;

/** Counts by outcome through the (bulk_uuid, status) index; the route of its first operation. */
const COUNTS = `CROSS JOIN LATERAL (
    SELECT count(*) FILTER (WHERE o.status = 1)::int AS complete,
           count(*) FILTER (WHERE o.status IN (2, 3))::int AS failed,
           count(*) FILTER (WHERE o.status = 4)::int AS open,
           count(*) FILTER (WHERE o.status = 5)::int AS rejected,
           (SELECT route FROM magento_operation f WHERE f.bulk_uuid = b.uuid ORDER BY f.operation_key LIMIT 1) AS route
    FROM magento_operation o WHERE o.bulk_uuid = b.uuid
  ) c
  LEFT JOIN admin_user u ON b.user_type = 2 AND u.user_id = b.user_id
  LEFT JOIN integration i ON b.user_type = 1 AND i.integration_id = b.user_id`;

/**
 * The bulk actions log's read model (Magento's bulk listing data provider): bulks newest first,
 * each counted by outcome in the same statement. BulkStatusService answers per bulk and lists
 * operations, not bulks; the admin grid needs both at once. Only administrators reach it, and
 * they see every bulk, as BulkStatusService lets them.
 */
@Injectable()
export class BulkLog {
  constructor(private readonly ds: Database) {}

  async page(page: number, size: number): Promise<{ items: BulkSummary[]; total: number }> {
    const rows: (BulkSummary & { total: number })[] = await this.ds.query(
      `WITH total AS (SELECT count(*)::int AS total FROM magento_bulk),
       shown AS (SELECT * FROM magento_bulk ORDER BY id DESC LIMIT $1 OFFSET $2)
       SELECT ${SUMMARY}, total.total FROM shown b ${COUNTS} CROSS JOIN total ORDER BY b.id DESC`,
      [size, (page - 1) * size],
    );
    if (!rows.length) {
      const [{ total }] = await this.ds.query(`SELECT count(*)::int AS total FROM magento_bulk`);
      return { items: [], total };
    }
    return { items: rows.map(({ total: _total, ...bulk }) => bulk), total: rows[0].total };
  }

  async summary(uuid: string): Promise<BulkSummary | null> {
    const [row]: BulkSummary[] = await this.ds.query(`SELECT ${SUMMARY} FROM magento_bulk b ${COUNTS} WHERE b.uuid = $1`, [uuid]);
    return row ?? null;
  }

  async operation(uuid: string, key: number): Promise<OperationDetail | null> {
    const [row]: OperationDetail[] = await this.ds.query(
      `SELECT operation_key AS id, topic_name, status, result_message, error_code, serialized_data, result_serialized_data,
         to_char(started_at, 'YYYY-MM-DD HH24:MI:SS') AS started_at, to_char(finished_at, 'YYYY-MM-DD HH24:MI:SS') AS finished_at
       FROM magento_operation WHERE bulk_uuid = $1 AND operation_key = $2`,
      [uuid, key],
    );
    return row ?? null;
  }
}
