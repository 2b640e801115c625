import { Injectable } from '@nestjs/common';
import { Database, NoSuchEntityException } from '@mercato/platform';
import { OrderAddressData } from '../dto/order.input';
import { presentAddress } from './order-reader';
import { assertAddress } from './order-validation';

/** Columns of sales_order_address a client may set. */
const EDITABLE = [
  'customer_address_id',
  'quote_address_id',
  'region_id',
  'region',
  'region_code',
  'postcode',
  'lastname',
  'firstname',
  'middlename',
  'prefix',
  'suffix',
  'street',
  'city',
  'email',
  'telephone',
  'fax',
  'country_id',
  'company',
  'vat_id',
  'address_type',
];

/**
 * OrderAddressRepositoryInterface::save (PUT /V1/orders/:parent_id): edits an order's address, the
 * stored values merged with the body and validated as Magento's Order\Address\Validator does.
 * The address is found by its entity_id, or by the body's address_type on that order.
 */
@Injectable()
export class OrderAddressRepository {
  constructor(private readonly ds: Database) {}

  async save(parentId: number, entity: OrderAddressData): Promise<Record<string, unknown>> {
    const [current]: Record<string, unknown>[] = await this.ds.query(
      `SELECT * FROM sales_order_address WHERE parent_id = $1 AND (entity_id = $2 OR ($2 IS NULL AND address_type = $3)) LIMIT 1`,
      [parentId, entity.entity_id ?? null, entity.address_type ?? null],
    );
    if (!current) throw new NoSuchEntityException("The entity that was requested doesn't exist. Verify the entity and try again.");
    const given = Object.fromEntries(
      Object.entries(entity)
        .filter(([k, v]) => EDITABLE.includes(k) && v !== undefined)
        .map(([k, v]) => [k, k === 'street' && Array.isArray(v) ? v.join('\n') : v]),
    );
    const merged = { ...current, ...given };
    assertAddress(merged);
    const cols = Object.keys(given);
    const [saved]: Record<string, unknown>[] = await this.ds.query(
      `WITH u AS (
         UPDATE sales_order_address a SET ${cols.map((c) => `"${c}" = r."${c}"`).join(', ') || 'entity_id = a.entity_id'}
         FROM jsonb_populate_record(NULL::sales_order_address, $2::jsonb) r WHERE a.entity_id = $1 RETURNING a.*
       ) SELECT * FROM u`,
      [current.entity_id, JSON.stringify(given)],
    );
    await this.ds.query(`UPDATE sales_order SET updated_at = now() WHERE entity_id = $1`, [parentId]);
    return presentAddress(saved);
  }
}
