import { Injectable } from '@nestjs/common';
import { CustomerLookup } from '@mercato/customer';
import { Database, NoSuchEntityException } from '@mercato/platform';
import { CartAddressData } from './dto/checkout.input';
import { normalizeRow } from '../carts/cart-reader';
import { CheckoutAddress } from './checkout-cart';

const FIELDS = [
  'email',
  'prefix',
  'firstname',
  'middlename',
  'lastname',
  'suffix',
  'company',
  'street',
  'city',
  'region',
  'region_id',
  'region_code',
  'postcode',
  'country_id',
  'telephone',
  'fax',
  'vat_id',
] as const;
/** What an address-book entry lends a cart address: every field but the e-mail. */
const BOOK_FIELDS = FIELDS.filter((f) => f !== 'email');

/**
 * Writes the cart's billing and shipping addresses (one row per type, replaced as a whole as
 * Magento's `setShippingAddress`/`setBillingAddress` do). An address naming a customer address id
 * takes that address-book entry's fields for the ones it leaves out.
 */
@Injectable()
export class CartAddresses {
  constructor(
    private readonly ds: Database,
    private readonly customers: CustomerLookup,
  ) {}

  /** The address as checkout needs it, resolved against the customer's address book. */
  async resolve(input: CartAddressData, customerId: number | null): Promise<Partial<CheckoutAddress>> {
    const book = input.customer_address_id ? await this.fromBook(input.customer_address_id, customerId) : null;
    const out: Record<string, unknown> = {};
    for (const f of FIELDS) out[f] = (input as Record<string, unknown>)[f] ?? book?.[f] ?? null;
    out.customer_address_id = input.customer_address_id ?? null;
    out.save_in_address_book = Boolean(input.save_in_address_book);
    out.same_as_billing = Boolean(input.same_as_billing);
    return out as Partial<CheckoutAddress>;
  }

  /** A customer's stored address (estimate-shipping-methods-by-address-id). */
  async fromBook(addressId: number, customerId: number | null): Promise<Record<string, unknown>> {
    const row = (await this.customers.addresses([addressId])).get(addressId);
    if (!row || (customerId !== null && row.parent_id !== customerId)) throw NoSuchEntityException.singleField('addressId', addressId);
    const address: Record<string, unknown> = {};
    for (const field of BOOK_FIELDS) address[field] = field === 'street' ? row.street_lines : row[field];
    return address;
  }

  /**
   * Inserts or replaces the cart's address of this type (one statement), answering the row as
   * written, as CartReader reads it: the caller goes on with the cart it read, this address
   * replaced, instead of reading the cart again.
   */
  async saveRow(
    quoteId: number,
    type: 'billing' | 'shipping',
    address: Partial<CheckoutAddress>,
    extra: { shippingMethod?: string | null } = {},
  ): Promise<CheckoutAddress> {
    return (await this.saveRows(quoteId, [{ type, address, extra }]))[0];
  }

  /**
   * `saveRow` for both of a cart's addresses (each type once) in one statement, written in the
   * order given; answers the rows in that order.
   */
  async saveRows(
    quoteId: number,
    addresses: {
      type: 'billing' | 'shipping';
      address: Partial<CheckoutAddress>;
      extra?: { shippingMethod?: string | null };
    }[],
  ): Promise<CheckoutAddress[]> {
    const width = 5 + FIELDS.length;
    const params: unknown[] = [quoteId];
    const tuples = addresses.map(({ type, address, extra }, n) => {
      params.push(
        type,
        address.customer_address_id ?? null,
        Boolean(address.save_in_address_book),
        Boolean(address.same_as_billing),
        extra?.shippingMethod ?? null,
        ...FIELDS.map((f) => address[f] ?? null),
      );
      const values = Array.from({ length: width }, (_, i) => `$${2 + n * width + i}`);
      return `($1, ${values[0]}, (SELECT customer_id FROM quote WHERE entity_id = $1), ${values.slice(1).join(', ')})`;
    });
    // The cart's customer is read by the statement itself, so it can go beside the cart's read (held
    // back: Database.deferredQuery) rather than after it.
    const rows: { row: Record<string, unknown> }[] = await this.ds.deferredQuery(
      `INSERT INTO quote_address (quote_id, address_type, customer_id, customer_address_id, save_in_address_book, same_as_billing,
         shipping_method, ${FIELDS.join(', ')})
       VALUES ${tuples.join(', ')}
       ON CONFLICT (quote_id, address_type) DO UPDATE SET customer_id = EXCLUDED.customer_id,
         customer_address_id = EXCLUDED.customer_address_id, save_in_address_book = EXCLUDED.save_in_address_book,
         same_as_billing = EXCLUDED.same_as_billing, shipping_method = EXCLUDED.shipping_method,
         ${FIELDS.map((f) => `${f} = EXCLUDED.${f}`).join(', ')}, updated_at = now()
       RETURNING to_json(quote_address) AS row`,
      params,
    );
    const byType = new Map(rows.map((r) => [r.row.address_type, normalizeRow(r.row) as CheckoutAddress]));
    return addresses.map((a) => byType.get(a.type)!);
  }
}
