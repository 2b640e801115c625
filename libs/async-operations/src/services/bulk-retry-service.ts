import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig, Database, RequestContext } from '@mercato/platform';
import { OperationStatus } from './operation-status';
import { BulkStatusService } from './bulk-status-service';

/**
 * POST /V1/bulk/:bulkUuid/retry (beyond Magento, whose retry is admin-UI only): operations that
 * failed (status 2 or 3) are opened again with their results cleared and queued once more.
 * Answers the number of operations re-queued.
 */
@Injectable()
export class BulkRetryService {
  constructor(
    private readonly ds: Database,
    private readonly status: BulkStatusService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async retry(ctx: RequestContext, bulkUuid: string): Promise<number> {
    await this.status.getOperationsCountByBulkIdAndStatus(ctx, bulkUuid, OperationStatus.Open); // 404 / ownership
    const [{ count }]: { count: number }[] = await this.ds.query(
      `WITH reopened AS (
         UPDATE magento_operation SET status = ${OperationStatus.Open}, result_message = NULL, error_code = NULL,
           result_serialized_data = NULL, started_at = NULL, finished_at = NULL, attempts = 0,
           available_at = now(), queued_at = now()
         WHERE bulk_uuid = $1 AND status IN (${OperationStatus.RetriablyFailed}, ${OperationStatus.NotRetriablyFailed})
         RETURNING id, topic_name
       ), queued AS (
         INSERT INTO queue_outbox (operation_id, topic) SELECT id, topic_name FROM reopened WHERE $2::boolean
       )
       SELECT count(*)::int AS count FROM reopened`,
      [bulkUuid, this.config.amqpUrl !== null],
    );
    return count;
  }
}
