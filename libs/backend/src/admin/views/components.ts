import { AdminSession, FlashMessage } from '../session/admin-sessions';
import { attr, html, HtmlValue, SafeHtml } from './html';

/** The hidden synchronizer token every form that writes carries (Magento's `form_key`). */
export function formKeyField(session: AdminSession): SafeHtml {
  return html`<input type="hidden" name="form_key" value="${session.formKey}" />`;
}

export function messages(list: FlashMessage[], extra: FlashMessage[] = []): SafeHtml {
  const all = [...list, ...extra];
  if (!all.length) return html``;
  return html`<div class="messages">
    ${all.map((m) => html`<div class="message message-${m.kind}" role="${m.kind === 'error' ? 'alert' : 'status'}">${m.text}</div>`)}
  </div>`;
}

export interface FieldInput {
  id: string;
  name: string;
  label: string;
  value?: string | null;
  type?: 'text' | 'email' | 'url' | 'password';
  required?: boolean;
  autocomplete?: string;
  hint?: string;
  /** The message shown under the field when the server refused its value. */
  error?: string;
  readonly?: boolean;
  autofocus?: boolean;
  /** A value to copy (a credential): focusing it selects it, no spell checking. */
  copyable?: boolean;
}

/** A labelled input; its hint and error are tied to it with aria-describedby. */
export function field(f: FieldInput): SafeHtml {
  const described = [f.hint ? `${f.id}-hint` : '', f.error ? `${f.id}-error` : ''].filter(Boolean).join(' ');
  return html`<div class="field${f.error ? ' field-invalid' : ''}">
    <label for="${f.id}">${f.label}${f.required ? html` <span class="required" aria-hidden="true">*</span>` : ''}</label>
    <input
      id="${f.id}"
      name="${f.name}"
      type="${f.type ?? 'text'}"
      value="${f.value ?? ''}"
     ${attr('required', f.required)}${attr('readonly', f.readonly)}${attr('autofocus', f.autofocus)}${
       f.copyable ? html` data-autoselect spellcheck="false"` : ''
     }${
       f.autocomplete ? html` autocomplete="${f.autocomplete}"` : ''
     }${described ? html` aria-describedby="${described}"` : ''}${f.error ? html` aria-invalid="true"` : ''}
    />
    ${f.hint ? html`<p class="hint" id="${f.id}-hint">${f.hint}</p>` : ''}
    ${f.error ? html`<p class="field-error" id="${f.id}-error">${f.error}</p>` : ''}
  </div>`;
}

/** Magento's integration statuses as the grid shows them. */
export function integrationStatus(status: number): SafeHtml {
  const [label, tone] = status === 1 ? ['Active', 'ok'] : status === 2 ? ['Reset', 'warn'] : ['Inactive', 'muted'];
  return html`<span class="badge badge-${tone}">${label}</span>`;
}

/** Previous / next links with the page position; nothing when everything fits on one page. */
export function pager(page: number, pages: number, hrefFor: (page: number) => string, label: string): SafeHtml {
  if (pages <= 1) return html``;
  return html`<nav class="pager" aria-label="${label}">
    ${page > 1 ? html`<a href="${hrefFor(page - 1)}" rel="prev">Previous page</a>` : html`<span aria-hidden="true"></span>`}
    <span>Page ${page} of ${pages}</span>
    ${page < pages ? html`<a href="${hrefFor(page + 1)}" rel="next">Next page</a>` : html`<span aria-hidden="true"></span>`}
  </nav>`;
}

/** A page heading with its actions beside it (wrapping under it on a phone). */
export function pageHeader(title: HtmlValue, actions: HtmlValue = ''): SafeHtml {
  return html`<div class="page-header">
    <h1>${title}</h1>
    ${actions ? html`<div class="page-actions">${actions}</div>` : ''}
  </div>`;
}
