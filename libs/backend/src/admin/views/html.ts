/**
 * Server-side templates as tagged template literals: every interpolated value is HTML-escaped
 * unless it is already `SafeHtml` (the output of another template), so a template cannot forget
 * to escape, and the compiler checks what each template is given. Values go only into element
 * content or double-quoted attributes, where escaping these five characters is enough.
 */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | HtmlValue[];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

function renderValue(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(renderValue).join('');
  // `cond && html`…`` leaves false behind when the condition fails: it renders as nothing.
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += renderValue(values[i]) + strings[i + 1];
  return new SafeHtml(out);
}

/** A boolean attribute (`checked`, `hidden`…), present only when true. */
export function attr(name: string, on: boolean | undefined): SafeHtml {
  return new SafeHtml(on ? ` ${name}` : '');
}
