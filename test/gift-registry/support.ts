import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { Client, TestApp, withoutDatabaseLine } from '../support/app';
import { uniqueEmail } from '../support/customers';

export const CLI = join(__dirname, '../../dist/apps/cli/src/main.js');
export const PASSWORD = 'Registry-pass-1';

/** Where the registrant wants gifts sent: Los Angeles (table rate US/CA/90034) … */
export const LA_ADDRESS = {
  firstname: 'Rita',
  lastname: 'Registrant',
  street: ['5 Palm Ave'],
  city: 'Los Angeles',
  region: { region_code: 'CA' },
  postcode: '90034',
  country_id: 'US',
  telephone: '5550102030',
};
/** … or Austin (table rate US/any region). */
export const AUSTIN_ADDRESS = { ...LA_ADDRESS, street: ['9 Lake Rd'], city: 'Austin', region: { region_code: 'TX' }, postcode: '73301' };

export interface Registrant {
  id: number;
  email: string;
  addressIds: { la: number; austin: number };
  client: Client;
}

/** A customer account made over HTTP with two stored addresses, signed in. */
export async function registrant(base: string): Promise<Registrant> {
  const anon = new Client(base);
  const email = uniqueEmail('registrant');
  const created = await anon.post('/rest/V1/customers', {
    customer: {
      email,
      firstname: 'Rita',
      lastname: 'Registrant',
      website_id: 1,
      addresses: [{ ...LA_ADDRESS, default_shipping: true }, AUSTIN_ADDRESS],
    },
    password: PASSWORD,
  });
  if (created.status !== 200) throw new Error(`customer: ${created.status} ${JSON.stringify(created.body)}`);
  const token = await anon.post<string>('/rest/V1/integration/customer/token', { username: email, password: PASSWORD });
  if (token.status !== 200) throw new Error(`token: ${token.status} ${JSON.stringify(token.body)}`);
  const byCity = (city: string) => created.body.addresses.find((a: any) => a.city === city).id;
  return {
    id: created.body.id,
    email,
    addressIds: { la: byCity('Los Angeles'), austin: byCity('Austin') },
    client: new Client(base, token.body),
  };
}

/**
 * Runs `mercato <args>` against the app's database without blocking this process (several may run
 * side by side): its exit status, stdout and stderr.
 */
export function runCli(t: TestApp, ...args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  const url = t.databaseUrl;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' } },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr: withoutDatabaseLine(stderr) }),
    );
  });
}

/** Runs `mercato <args>`; answers what it printed. Throws on a non-zero exit. */
export async function cli(t: TestApp, ...args: string[]): Promise<string> {
  const r = await runCli(t, ...args);
  if (r.status !== 0) throw new Error(`mercato ${args.join(' ')}: exit ${r.status}\n${r.stderr}`);
  return r.stdout;
}

/** Runs `mercato <args>` expected to fail: its exit status and what it wrote to stderr. */
export async function cliFailure(t: TestApp, ...args: string[]): Promise<{ status: number; stderr: string }> {
  const { status, stderr } = await runCli(t, ...args);
  if (status === 0) throw new Error(`mercato ${args.join(' ')} succeeded`);
  return { status, stderr };
}
