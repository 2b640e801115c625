import { InputException } from '@mercato/platform';

/** What the attribute rules look at. */
export interface CustomerAttributes {
  website_id?: number | null;
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
  dob?: string | null;
}

/**
 * The required customer attributes, in Magento's attribute order, with their store labels: the
 * labels are what Magento's messages name.
 */
const ATTRIBUTES: { code: keyof CustomerAttributes; label: string; maxLength?: number; email?: boolean }[] = [
  { code: 'website_id', label: 'Associate to Website' },
  { code: 'firstname', label: 'First Name', maxLength: 255 },
  { code: 'lastname', label: 'Last Name', maxLength: 255 },
  { code: 'email', label: 'Email', email: true },
];

/** A dot-atom local part at a host name with a top-level domain (Magento's e-mail input rule). */
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value);
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * Magento's EAV data validation of a customer being saved (Eav Validator\Attribute\Data): each
 * failing attribute's message, rendered with its label; all of them together make one 400 whose
 * message lists them line by line, as Magento's Validator\Exception does.
 */
export function assertValidCustomer(values: CustomerAttributes): void {
  const messages: string[] = [];
  for (const a of ATTRIBUTES) {
    const value = values[a.code];
    if (isEmpty(value)) {
      messages.push(`"${a.label}" is a required value.`);
      continue;
    }
    const text = String(value);
    if (a.maxLength !== undefined && [...text.trim()].length > a.maxLength) {
      messages.push(`"${a.label}" length must be equal or less than ${a.maxLength} characters.`);
    }
    if (a.email && !isEmailAddress(text)) messages.push(`"${a.label}" is not a valid email address.`);
  }
  if (values.dob !== null && values.dob !== undefined && normaliseDate(values.dob) === null) {
    messages.push('"Date of Birth" does not fit the entered date format.');
  }
  if (messages.length) throw new InputException(messages.join('\n'));
}

/**
 * AccountManagement::validate: the attribute back ends' check (Eav Validator\Attribute\Backend),
 * which reports every empty required attribute and nothing else.
 */
export function validationMessages(values: CustomerAttributes): string[] {
  return ATTRIBUTES.filter((a) => isEmpty(values[a.code])).map(
    (a) => `The "${a.label}" attribute value is empty. Set the attribute and try again.`,
  );
}

/** A date of birth as stored (YYYY-MM-DD), from a date or date-time; null when it is not one. */
export function normaliseDate(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/.exec(value.trim());
  if (!m) return null;
  const date = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  if (date.getUTCFullYear() !== +m[1] || date.getUTCMonth() !== +m[2] - 1 || date.getUTCDate() !== +m[3]) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}
