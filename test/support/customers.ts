import { PasswordHasher } from '@mercato/platform';
import { TestApp } from './app';

export interface TestCustomer {
  id: number;
  email: string;
  password: string;
}

let counter = 0;
/** An e-mail address no other test uses. */
export function uniqueEmail(prefix = 'customer'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A customer row written straight to the database, its password hashed as the app does. */
export async function createCustomer(
  t: TestApp,
  options: { email?: string; password?: string; websiteId?: number; confirmation?: string | null; isActive?: boolean } = {},
): Promise<TestCustomer> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'customer-pass-1';
  const hash = await t.app.get(PasswordHasher).hash(password);
  const [row] = await t.ds.query(
    `INSERT INTO customer_entity (website_id, store_id, email, firstname, lastname, password_hash, confirmation, is_active)
     VALUES ($1, 1, $2, 'Test', 'Customer', $3, $4, $5) RETURNING entity_id`,
    [options.websiteId ?? 1, email, hash, options.confirmation ?? null, options.isActive ?? true],
  );
  return { id: row.entity_id, email, password };
}
