import { AdminSession } from '../session/admin-sessions';
import { BulkSummary, OperationDetail } from '../read-models/bulk-log';
import { formKeyField, pageHeader, pager } from './components';
import { html, SafeHtml } from './html';
import { layout } from './layout';
import { countsText, isRunning, progress } from './bulks-view';

/** Operation status codes (spec §2.4a) as the log names them. */
const OPERATION_STATUS: Record<number, { label: string; tone: string }> = {
  1: { label: 'Complete', tone: 'ok' },
  2: { label: 'Failed, retry possible', tone: 'bad' },
  3: { label: 'Failed', tone: 'bad' },
  4: { label: 'Open', tone: 'open' },
  5: { label: 'Rejected', tone: 'warn' },
};

export type OperationFilter = 'all' | 'complete' | 'failed' | 'open' | 'rejected';

/** Which statuses a filter shows. */
export const FILTER_STATUSES: Record<Exclude<OperationFilter, 'all'>, number[]> = {
  complete: [1],
  failed: [2, 3],
  open: [4],
  rejected: [5],
};

export function operationStatus(status: number): SafeHtml {
  const s = OPERATION_STATUS[status] ?? { label: `Status ${status}`, tone: 'muted' };
  return html`<span class="badge badge-${s.tone}">${s.label}</span>`;
}

export interface OperationRow {
  id: number;
  status: number;
  result_message: string | null;
  error_code: number | null;
}

export interface BulkDetailInput {
  session: AdminSession;
  bulk: BulkSummary;
  operations: OperationRow[];
  filter: OperationFilter;
  page: number;
  pages: number;
  /** Set on the poll that finds the bulk finished: said once to screen readers. */
  finishedNow?: boolean;
}

function detailUrl(uuid: string, filter: OperationFilter, page: number): string {
  const query = [filter !== 'all' ? `status=${filter}` : '', page > 1 ? `page=${page}` : ''].filter(Boolean).join('&');
  return `/admin/bulks/${uuid}${query ? `?${query}` : ''}`;
}

/** The part of the detail page that follows the bulk live (summary, retry, operations). */
export function bulkDetailRegion(input: BulkDetailInput): SafeHtml {
  const b = input.bulk;
  const live = isRunning(b);
  const filters: [OperationFilter, string, number][] = [
    ['all', 'All', b.operation_count],
    ['complete', 'Complete', b.complete],
    ['failed', 'Failed', b.failed],
    ['open', 'Open', b.open],
  ];
  if (b.rejected) filters.push(['rejected', 'Rejected', b.rejected]);
  return html`<div
      id="bulk-detail"
      ${live ? html` hx-get="${detailUrl(b.uuid, input.filter, input.page)}" hx-trigger="every 1s" hx-swap="outerHTML"` : ''}
    >
      <section class="panel" aria-labelledby="summary-heading">
        <h2 id="summary-heading" class="visually-hidden">Summary</h2>
        <dl class="summary">
          <div>
            <dt>Description</dt>
            <dd>${b.route ?? b.description}<span class="secondary mono">${b.description}</span></dd>
          </div>
          <div>
            <dt>Start Time</dt>
            <dd>${b.start_time}</dd>
          </div>
          <div>
            <dt>User</dt>
            <dd>${b.user}</dd>
          </div>
          <div>
            <dt>Progress</dt>
            <dd>${progress(b)}</dd>
          </div>
        </dl>
      </section>
      ${
        b.failed > 0
          ? html`<form method="post" action="/admin/bulks/${b.uuid}/retry" class="panel">
              ${formKeyField(input.session)}
              <p>
                ${b.failed === 1 ? '1 operation failed.' : `${b.failed} operations failed.`} Retrying queues them again, as they were sent.
              </p>
              <button type="submit" id="retry-failed" class="button-primary">Retry failed operations</button>
            </form>`
          : ''
      }
      <h2 id="operations-heading">Operations</h2>
      <ul class="filters" aria-label="Show operations">
        ${filters.map(
          ([f, label, count]) =>
            html`<li>
              <a id="filter-${f}" href="${detailUrl(b.uuid, f, 1)}" ${f === input.filter ? html` aria-current="true"` : ''}
                >${label} (${count})</a
              >
            </li>`,
        )}
      </ul>
      <div class="table-wrap">
        <table class="table-stack" aria-labelledby="operations-heading">
          <thead>
            <tr>
              <th scope="col" class="numeric">#</th>
              <th scope="col">Status</th>
              <th scope="col">Message</th>
              <th scope="col"><span class="visually-hidden">Details</span></th>
            </tr>
          </thead>
          <tbody>
            ${
              input.operations.length
                ? input.operations.map(
                    (o) =>
                      html`<tr>
                        <td data-label="#" class="numeric">${o.id}</td>
                        <td data-label="Status">${operationStatus(o.status)}</td>
                        <td data-label="Message">
                          ${o.result_message ?? html`<span class="secondary">Not run yet</span>`}${
                            o.error_code ? html`<span class="secondary">Error code ${o.error_code}</span>` : ''
                          }
                        </td>
                        <td>
                          <a id="operation-link-${o.id}" href="/admin/bulks/${b.uuid}/operations/${o.id}"
                            >Details<span class="visually-hidden"> of operation ${o.id}</span></a
                          >
                        </td>
                      </tr>`,
                  )
                : html`<tr>
                    <td colspan="4" class="empty">We couldn't find any records.</td>
                  </tr>`
            }
          </tbody>
        </table>
      </div>
      ${pager(input.page, input.pages, (p) => detailUrl(b.uuid, input.filter, p), 'Operation pages')}
    </div>
    ${input.finishedNow ? html`<p id="bulk-announcer" hx-swap-oob="innerHTML">The bulk action finished: ${countsText(b)}.</p>` : ''}`;
}

export function bulkDetailPage(input: BulkDetailInput): SafeHtml {
  return layout({
    title: 'Bulk Action Details',
    session: input.session,
    section: 'bulks',
    body: html`${pageHeader('Bulk Action Details', html`<a class="button" href="/admin/bulks">Back to the log</a>`)}
      <p class="visually-hidden" id="bulk-announcer" aria-live="polite"></p>
      ${bulkDetailRegion(input)}`,
  });
}

export function operationPage(session: AdminSession, bulk: BulkSummary, op: OperationDetail): SafeHtml {
  return layout({
    title: `Operation ${op.id}`,
    session,
    section: 'bulks',
    body: html`${pageHeader(`Operation ${op.id}`, html`<a class="button" href="/admin/bulks/${bulk.uuid}">Back to the bulk action</a>`)}
      <section class="panel">
        <dl class="summary">
          <div>
            <dt>Status</dt>
            <dd>${operationStatus(op.status)}</dd>
          </div>
          <div>
            <dt>Message</dt>
            <dd>${op.result_message ?? 'Not run yet'}</dd>
          </div>
          <div>
            <dt>Error code</dt>
            <dd>${op.error_code ?? 'None'}</dd>
          </div>
          <div>
            <dt>Topic</dt>
            <dd class="mono">${op.topic_name}</dd>
          </div>
          <div>
            <dt>Started</dt>
            <dd>${op.started_at ?? 'Not yet'}</dd>
          </div>
          <div>
            <dt>Finished</dt>
            <dd>${op.finished_at ?? 'Not yet'}</dd>
          </div>
        </dl>
      </section>
      <h2>Request</h2>
      ${
        op.serialized_data
          ? html`<pre class="json" tabindex="0" aria-label="Request">${pretty(requestBody(op.serialized_data))}</pre>`
          : html`<p class="lead">Not kept once the operation succeeded.</p>`
      }
      <h2>Result</h2>
      ${
        op.result_serialized_data
          ? html`<pre class="json" tabindex="0" aria-label="Result">${pretty(op.result_serialized_data)}</pre>`
          : html`<p class="lead">No result.</p>`
      }`,
  });
}

/** serialized_data holds the request body as `meta_information` (a JSON string of its own). */
function requestBody(serialized: string): string {
  try {
    const data = JSON.parse(serialized) as { meta_information?: unknown };
    return typeof data.meta_information === 'string' ? data.meta_information : serialized;
  } catch {
    return serialized;
  }
}

function pretty(json: string): string {
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
}
