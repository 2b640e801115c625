import { AdminSession } from '../session/admin-sessions';
import { formKeyField, integrationStatus, pageHeader, pager } from './components';
import { html, SafeHtml } from './html';
import { layout } from './layout';

export interface IntegrationRow {
  id: number;
  name: string;
  email: string | null;
  status: number;
  endpoint: string | null;
  identity_link_url: string | null;
}

export interface GridInput {
  session: AdminSession;
  items: IntegrationRow[];
  page: number;
  pages: number;
  total: number;
}

/** System › Integrations: name, e-mail, status and what can be done with each. */
export function integrationsGrid(input: GridInput): SafeHtml {
  const rows = input.items.map(
    (i) =>
      html`<tr>
        <td data-label="Name"><a href="/admin/integrations/${i.id}/edit">${i.name}</a></td>
        <td data-label="Email">${i.email ?? html`<span class="secondary">None</span>`}</td>
        <td data-label="Status">${integrationStatus(i.status)}</td>
        <td data-label="Actions"><div class="actions">${rowActions(input.session, i)}</div></td>
      </tr>`,
  );
  return layout({
    title: 'Integrations',
    session: input.session,
    section: 'integrations',
    body: html`${pageHeader('Integrations', html`<a class="button button-primary" href="/admin/integrations/new">Add New Integration</a>`)}
      <div class="table-wrap">
        <table class="table-stack">
          <caption>
            ${input.total === 1 ? '1 integration' : `${input.total} integrations`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
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
      ${pager(input.page, input.pages, (p) => `/admin/integrations?page=${p}`, 'Integration pages')}`,
  });
}

function rowActions(session: AdminSession, i: IntegrationRow): SafeHtml {
  const active = i.status === 1;
  return html`${
    active
      ? html`<a class="button button-small" href="/admin/integrations/${i.id}/reauthorize"
              >Reauthorize<span class="visually-hidden"> ${i.name}</span></a
            >
            <form
              class="inline-form"
              method="post"
              action="/admin/integrations/${i.id}/revoke"
              data-confirm="Revoke the access of “${i.name}”? Its access token stops working at once."
            >
              ${formKeyField(session)}<button type="submit" class="button-small button-danger">
                Revoke<span class="visually-hidden"> ${i.name}</span>
              </button>
            </form>`
      : html`<a class="button button-small button-primary" href="/admin/integrations/${i.id}/activate"
            >Activate<span class="visually-hidden"> ${i.name}</span></a
          >`
  } <a class="button button-small" href="/admin/integrations/${i.id}/edit">Edit<span class="visually-hidden"> ${i.name}</span></a>`;
}
