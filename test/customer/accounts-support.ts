import { Client } from '../support/app';
import { uniqueEmail } from '../support/customers';
import { LoggedMail } from '../support/mail';

export { mailsTo, readMailLog, tempDataDir } from '../support/mail';

export const PASSWORD = 'Secret-pass-1';

/** A customer as a client sends it to POST /V1/customers, with one default address. */
export function newCustomer(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: uniqueEmail('account'),
    firstname: 'Jane',
    lastname: 'Doe',
    addresses: [
      {
        firstname: 'Jane',
        lastname: 'Doe',
        street: ['123 Oak Ave', 'Apt 4'],
        city: 'Purchase',
        region: { region_code: 'NY' },
        postcode: '10577',
        country_id: 'US',
        telephone: '512-555-1111',
        default_billing: true,
        default_shipping: true,
      },
    ],
    ...overrides,
  };
}

/** Creates an account over HTTP and signs in for a customer token. */
export async function signUp(
  base: string,
  customer = newCustomer(),
  password = PASSWORD,
): Promise<{ customer: any; client: Client; password: string }> {
  const anon = new Client(base);
  const created = await anon.post('/rest/V1/customers', { customer, password });
  if (created.status !== 200) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const token = await anon.post<string>('/rest/V1/integration/customer/token', { username: customer.email, password });
  if (token.status !== 200) throw new Error(`token: ${token.status} ${JSON.stringify(token.body)}`);
  return { customer: created.body, client: new Client(base, token.body), password };
}

/** `id` and `token` of the reset link in an e-mail. */
export function resetLink(mail: LoggedMail): { id: number; token: string } {
  const m = /createPassword\/\?id=(\d+)&token=([0-9a-f]+)/.exec(mail.text);
  if (!m) throw new Error(`no reset link in: ${mail.text}`);
  return { id: Number(m[1]), token: m[2] };
}
