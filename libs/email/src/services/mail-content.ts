/** What a template produces: the three parts of one e-mail. Templates are plain functions. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** For values put into a template's HTML part: customer-supplied text must never become markup. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}
