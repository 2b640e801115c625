import { AdminSession } from '../session/admin-sessions';
import { html, SafeHtml } from './html';
import { layout } from './layout';

export function errorPage(title: string, message: string, session?: AdminSession | null): SafeHtml {
  return layout({
    title,
    session,
    body: html`<div class="panel">
      <h1>${title}</h1>
      <p class="lead">${message}</p>
      <p><a href="/admin/integrations">Go to integrations</a></p>
    </div>`,
  });
}
