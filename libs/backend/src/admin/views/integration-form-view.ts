import { AdminSession } from '../session/admin-sessions';
import { field, formKeyField, integrationStatus, pageHeader } from './components';
import { attr, html, SafeHtml } from './html';
import { layout } from './layout';

export interface IntegrationFormValues {
  name: string;
  email: string;
  endpoint: string;
  identity_link_url: string;
  all_resources: boolean;
  resources: string[];
}

export interface IntegrationFormInput {
  session: AdminSession;
  /** Absent for a new integration. */
  id?: number;
  status?: number;
  values: IntegrationFormValues;
  /** ACL resources that can be granted, with how many routes need each. */
  resources: { id: string; routes: number }[];
  errors?: string[];
  /** Field → its message, for the fields the server refused. */
  fieldErrors?: Record<string, string>;
}

export const EMPTY_INTEGRATION: IntegrationFormValues = {
  name: '',
  email: '',
  endpoint: '',
  identity_link_url: '',
  all_resources: false,
  resources: [],
};

/** New / Edit Integration: Integration Info and API (resource access) in one form. */
export function integrationForm(input: IntegrationFormInput): SafeHtml {
  const v = input.values;
  const fe = input.fieldErrors ?? {};
  const editing = input.id !== undefined;
  const title = editing ? `Edit “${v.name}”` : 'New Integration';
  const action = editing ? `/admin/integrations/${input.id}` : '/admin/integrations';
  const canActivate = input.status !== 1;
  return layout({
    title: editing ? 'Edit Integration' : 'New Integration',
    session: input.session,
    section: 'integrations',
    messages: (input.errors ?? []).map((text) => ({ kind: 'error' as const, text })),
    body: html`${pageHeader(title, editing ? integrationStatus(input.status ?? 0) : '')}
      <form method="post" action="${action}" class="panel">
        ${formKeyField(input.session)}
        <h2>Integration Info</h2>
        ${field({
          id: 'integration-name',
          name: 'name',
          label: 'Name',
          value: v.name,
          required: true,
          error: fe.name,
          autocomplete: 'off',
        })}
        ${field({
          id: 'integration-email',
          name: 'email',
          label: 'Email',
          type: 'email',
          value: v.email,
          error: fe.email,
          autocomplete: 'off',
        })}
        ${field({
          id: 'integration-endpoint',
          name: 'endpoint',
          label: 'Callback URL',
          type: 'url',
          value: v.endpoint,
          error: fe.endpoint,
          hint: 'Receives the OAuth credentials when the integration is activated. Leave empty to be shown the tokens instead.',
        })}
        ${field({
          id: 'integration-identity-link',
          name: 'identity_link_url',
          label: 'Identity link URL',
          type: 'url',
          value: v.identity_link_url,
          error: fe.identity_link_url,
          hint: 'The application’s sign-in page, opened in a pop-up window during activation.',
        })}
        <h2>API</h2>
        <fieldset>
          <legend>Resource Access</legend>
          <label class="choice"><input type="radio" name="all_resources" value="1"${attr('checked', v.all_resources)} /> All</label>
          <label class="choice"><input type="radio" name="all_resources" value="0"${attr('checked', !v.all_resources)} /> Custom</label>
        </fieldset>
        <div
          id="resource-tree"
          class="resource-tree"
          role="group"
          aria-label="Resources"
          ${fe.resources ? html` aria-describedby="resources-error"` : ''}
        >
          ${fe.resources ? html`<p class="field-error" id="resources-error">${fe.resources}</p>` : ''}
          ${resourceTree(input.resources, new Set(v.resources))}
        </div>
        <div class="form-actions">
          <button type="submit" name="then" value="back" class="${canActivate ? '' : 'button-primary'}">Save</button>
          ${canActivate ? html`<button type="submit" name="then" value="activate" class="button-primary">Save &amp; Activate</button>` : ''}
          <a class="button" href="/admin/integrations">Back</a>
        </div>
      </form>
      ${editing ? deleteForm(input) : ''}`,
  });
}

/**
 * The ACL resources by Magento module. Each module's box checks or clears all of it; it needs the
 * script, which shows it.
 */
function resourceTree(resources: { id: string; routes: number }[], granted: Set<string>): SafeHtml[] {
  const byModule = new Map<string, { id: string; routes: number }[]>();
  for (const r of resources) {
    const module = r.id.includes('::') ? r.id.slice(0, r.id.indexOf('::')) : r.id;
    byModule.set(module, [...(byModule.get(module) ?? []), r]);
  }
  return [...byModule.entries()].map(
    ([module, items]) =>
      html`<fieldset>
        <legend>
          <label class="choice"><input type="checkbox" data-group-toggle="${module}" hidden /> ${module}</label>
        </legend>
        <ul>
          ${items.map(
            (r) =>
              html`<li>
                <label class="choice"
                  ><input type="checkbox" name="resource" value="${r.id}" data-group="${module}"${attr('checked', granted.has(r.id))} />
                  <span
                    ><code>${r.id}</code><span class="secondary">${r.routes === 1 ? '1 route' : `${r.routes} routes`}</span></span
                  ></label
                >
              </li>`,
          )}
        </ul>
      </fieldset>`,
  );
}

function deleteForm(input: IntegrationFormInput): SafeHtml {
  return html`<form
    method="post"
    action="/admin/integrations/${input.id}/delete"
    class="panel"
    data-confirm="Delete the integration “${input.values.name}”? Its tokens stop working."
  >
    ${formKeyField(input.session)}
    <h2>Delete</h2>
    <p>Deleting the integration removes its consumer and tokens: the application loses its access.</p>
    <button type="submit" class="button-danger">Delete Integration</button>
  </form>`;
}
