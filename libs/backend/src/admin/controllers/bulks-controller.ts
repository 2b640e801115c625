import { Injectable } from '@nestjs/common';
import type { Request, Response, Router } from 'express';
import { BulkRetryService, BulkStatusService } from '@mercato/async-operations';
import { SearchCriteria } from '@mercato/platform';
import { contextOf, intParam, isFragmentRequest, seeOther, sendHtml, sessionOf } from '../http/admin-http';
import { requireAcl } from '../http/guards';
import { BulkLog } from '../read-models/bulk-log';
import { AdminSessions } from '../session/admin-sessions';
import { bulkDetailPage, bulkDetailRegion, FILTER_STATUSES, OperationFilter, OperationRow, operationPage } from '../views/bulk-detail-view';
import { bulksPage, bulkTable, isRunning } from '../views/bulks-view';

/** Magento's ACL resource of the bulk actions log (and of the bulk status routes). */
const BULKS_ACL = 'Magento_Logging::system_magento_logging_bulk_operations';
const BULKS_PER_PAGE = 20;
const OPERATIONS_PER_PAGE = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** System › Action Logs › Bulk Actions (Magento_AsynchronousOperations' admin pages). */
@Injectable()
export class BulksController {
  constructor(
    private readonly log: BulkLog,
    private readonly status: BulkStatusService,
    private readonly retries: BulkRetryService,
    private readonly sessions: AdminSessions,
  ) {}

  mount(router: Router): void {
    const acl = requireAcl(BULKS_ACL);
    router.get('/bulks', acl, (req, res) => this.list(req, res));
    router.get('/bulks/:uuid', acl, (req, res) => this.detail(req, res));
    router.get('/bulks/:uuid/operations/:id', acl, (req, res) => this.operation(req, res));
    router.post('/bulks/:uuid/retry', acl, (req, res) => this.retry(req, res));
  }

  /** The log; an htmx poll gets the table alone, polling on while a bulk on it is open. */
  private async list(req: Request, res: Response): Promise<void> {
    const page = intParam(req.query.page) ?? 1;
    const { items, total } = await this.log.page(page, BULKS_PER_PAGE);
    const input = { session: sessionOf(res), items, page, pages: Math.max(1, Math.ceil(total / BULKS_PER_PAGE)), total };
    sendHtml(res, isFragmentRequest(req) ? bulkTable(input) : bulksPage(input));
  }

  /** A bulk and its operations (BulkStatusService's operation search, filtered by outcome). */
  private async detail(req: Request, res: Response): Promise<void> {
    const uuid = bulkUuid(req);
    const bulk = uuid ? await this.log.summary(uuid) : null;
    if (!bulk) return this.missing(res);
    const filter = operationFilter(req.query.status);
    const page = intParam(req.query.page) ?? 1;
    const criteria: SearchCriteria = {
      filter_groups: [
        { filters: [{ field: 'bulk_uuid', value: bulk.uuid, condition_type: 'eq' }] },
        ...(filter === 'all' ? [] : [{ filters: [{ field: 'status', value: FILTER_STATUSES[filter].join(','), condition_type: 'in' }] }]),
      ],
      sort_orders: [{ field: 'id', direction: 'ASC' }],
      page_size: OPERATIONS_PER_PAGE,
      current_page: page,
    };
    const operations = await this.status.getList(contextOf(res), criteria);
    const input = {
      session: sessionOf(res),
      bulk,
      operations: operations.items as unknown as OperationRow[],
      filter,
      page,
      pages: Math.max(1, Math.ceil(operations.total_count / OPERATIONS_PER_PAGE)),
    };
    // Only a live page polls, so a poll that finds nothing open has just seen the bulk finish.
    if (isFragmentRequest(req)) sendHtml(res, bulkDetailRegion({ ...input, finishedNow: !isRunning(bulk) }));
    else sendHtml(res, bulkDetailPage(input));
  }

  private async operation(req: Request, res: Response): Promise<void> {
    const uuid = bulkUuid(req);
    const key = typeof req.params.id === 'string' && /^\d{1,9}$/.test(req.params.id) ? Number(req.params.id) : null;
    const bulk = uuid ? await this.log.summary(uuid) : null;
    const op = bulk && key !== null ? await this.log.operation(bulk.uuid, key) : null;
    if (!bulk || !op) return this.missing(res);
    sendHtml(res, operationPage(sessionOf(res), bulk, op));
  }

  /** Failed operations open again and go back to the queue (BulkRetryService). */
  private async retry(req: Request, res: Response): Promise<void> {
    const uuid = bulkUuid(req);
    if (!uuid || !(await this.log.summary(uuid))) return this.missing(res);
    const count = await this.retries.retry(contextOf(res), uuid);
    await this.sessions.flash(sessionOf(res), 'success', `${count} item(s) have been scheduled for update.`);
    seeOther(res, `/admin/bulks/${uuid}`);
  }

  private async missing(res: Response): Promise<void> {
    await this.sessions.flash(sessionOf(res), 'error', 'This bulk action no longer exists.');
    seeOther(res, '/admin/bulks');
  }
}

function bulkUuid(req: Request): string | null {
  const value = req.params.uuid;
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : null;
}

function operationFilter(value: unknown): OperationFilter {
  return value === 'complete' || value === 'failed' || value === 'open' || value === 'rejected' ? value : 'all';
}
