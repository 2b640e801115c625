import { AdminSession } from '../session/admin-sessions';
import { BulkSummary } from '../read-models/bulk-log';
import { pageHeader, pager } from './components';
import { html, SafeHtml } from './html';
import { layout } from './layout';

/** Magento's bulk summary statuses. */
export function bulkStatus(b: BulkSummary): { label: string; tone: string } {
  if (b.open > 0) return b.open === b.operation_count ? { label: 'Not Started', tone: 'open' } : { label: 'In Progress', tone: 'open' };
  if (b.failed > 0 || b.rejected > 0) return { label: 'Finished with Failure', tone: 'bad' };
  return { label: 'Finished Successfully', tone: 'ok' };
}

export function isRunning(b: BulkSummary): boolean {
  return b.open > 0;
}

export function countsText(b: BulkSummary): string {
  const parts = [`${b.complete} complete`, `${b.failed} failed`, `${b.open} open`];
  if (b.rejected) parts.push(`${b.rejected} rejected`);
  return `${parts.join(' · ')} of ${b.operation_count}`;
}

/** Status, a bar of the outcomes (decorative: the counts say the same in words) and the counts. */
export function progress(b: BulkSummary): SafeHtml {
  const status = bulkStatus(b);
  const total = Math.max(b.operation_count, 1);
  let x = 0;
  const segment = (count: number, kind: string) => {
    const width = (count / total) * 100;
    const rect = html`<rect x="${x.toFixed(3)}" y="0" width="${width.toFixed(3)}" height="8" class="seg-${kind}"></rect>`;
    x += width;
    return count ? rect : '';
  };
  return html`<div class="progress">
    <span class="badge badge-${status.tone}">${status.label}</span>
    <svg class="progress-bar" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      ${segment(b.complete, 'complete')}${segment(b.failed, 'failed')}${segment(b.rejected, 'rejected')}
    </svg>
    <span class="progress-counts">${countsText(b)}</span>
  </div>`;
}

/** Polls itself every second (htmx) while something on it is still open; the answer without the attributes stops it. */
function polling(url: string, on: boolean): SafeHtml {
  return on ? html` hx-get="${url}" hx-trigger="every 1s" hx-swap="outerHTML"` : html``;
}

export interface BulkListInput {
  session: AdminSession;
  items: BulkSummary[];
  page: number;
  pages: number;
  total: number;
}

export function bulkTable(input: BulkListInput): SafeHtml {
  const live = input.items.some(isRunning);
  const rows = input.items.map(
    (b) =>
      html`<tr>
        <td data-label="Description">
          <a id="bulk-link-${b.uuid}" href="/admin/bulks/${b.uuid}">${b.route ?? b.description}</a
          ><span class="secondary mono">${b.description}</span>
        </td>
        <td data-label="Start Time">${b.start_time}</td>
        <td data-label="User">${b.user}</td>
        <td data-label="Progress">${progress(b)}</td>
      </tr>`,
  );
  return html`<div id="bulk-table" ${polling(`/admin/bulks?page=${input.page}`, live)}>
    <div class="table-wrap">
      <table class="table-stack">
        <caption>
          ${input.total === 1 ? '1 bulk action' : `${input.total} bulk actions`}, newest first${live ? ' (updating live)' : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col">Start Time</th>
            <th scope="col">User</th>
            <th scope="col">Progress</th>
          </tr>
        </thead>
        <tbody>
          ${
            rows.length
              ? rows
              : html`<tr>
                  <td colspan="4" class="empty">We couldn't find any records.</td>
                </tr>`
          }
        </tbody>
      </table>
    </div>
    ${pager(input.page, input.pages, (p) => `/admin/bulks?page=${p}`, 'Bulk action pages')}
  </div>`;
}

/** System › Action Logs › Bulk Actions. */
export function bulksPage(input: BulkListInput): SafeHtml {
  return layout({
    title: 'Bulk Actions Log',
    session: input.session,
    section: 'bulks',
    body: html`${pageHeader('Bulk Actions Log')}
      <p class="lead">Asynchronous and bulk web API requests, as the queue consumer works through them.</p>
      ${bulkTable(input)}`,
  });
}
