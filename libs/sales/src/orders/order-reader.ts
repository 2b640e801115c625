import { Injectable } from '@nestjs/common';
import { OrderAdjustments } from '../adjustments';
import { Database, echoCriteria, NoSuchEntityException, runSearch, SearchCriteria, SearchResults } from '@mercato/platform';

type Row = Record<string, unknown>;

/** Boolean columns Magento answers as 0/1. */
const FLAGS = new Set(['customer_is_guest', 'customer_note_notify', 'is_virtual', 'email_sent', 'send_email', 'free_shipping']);
/** Numeric columns pg hands back as strings. */
const TEXT_NUMBERS = new Set(['increment_id', 'protect_code', 'applied_rule_ids', 'postcode', 'telephone', 'fax', 'po_number', 'vat_id']);

const TS = (table: string) => `${table}.*, to_char(${table}.created_at, 'YYYY-MM-DD HH24:MI:SS') AS created_at`;

/**
 * Magento's OrderInterface as GET /V1/orders/:id answers it: the order's columns, its items,
 * billing address, payment and status histories, and `extension_attributes.shipping_assignments`
 * carrying the shipping address, method and total. Null fields are left out. A page of orders is
 * read with one statement per table, whatever its size.
 */
@Injectable()
export class OrderReader {
  constructor(
    private readonly ds: Database,
    private readonly adjustments: OrderAdjustments,
  ) {}

  async get(orderId: number): Promise<Row> {
    const [order] = await this.load([orderId]);
    if (!order) throw new NoSuchEntityException("The entity that was requested doesn't exist. Verify the entity and try again.");
    return order;
  }

  async getList(criteria: SearchCriteria): Promise<SearchResults<Row>> {
    const text = (sql: string) => ({ sql, type: 'text' as const });
    const num = (sql: string) => ({ sql, type: 'numeric' as const });
    const int = (sql: string) => ({ sql, type: 'int' as const });
    const { rows, total } = await runSearch<{ entity_id: number }>(this.ds, criteria, {
      select: 'o.entity_id',
      from: 'sales_order o',
      fields: {
        entity_id: int('o.entity_id'),
        increment_id: text('o.increment_id'),
        state: text('o.state'),
        status: text('o.status'),
        store_id: int('o.store_id'),
        customer_id: int('o.customer_id'),
        customer_email: text('o.customer_email'),
        customer_firstname: text('o.customer_firstname'),
        customer_lastname: text('o.customer_lastname'),
        customer_group_id: int('o.customer_group_id'),
        quote_id: int('o.quote_id'),
        coupon_code: text('o.coupon_code'),
        grand_total: num('o.grand_total'),
        base_grand_total: num('o.base_grand_total'),
        subtotal: num('o.subtotal'),
        total_qty_ordered: num('o.total_qty_ordered'),
        ext_order_id: text('o.ext_order_id'),
        created_at: { sql: 'o.created_at', type: 'timestamp' },
        updated_at: { sql: 'o.updated_at', type: 'timestamp' },
      },
      defaultOrder: 'o.entity_id ASC',
    });
    const ids = rows.map((r) => r.entity_id);
    const byId = new Map((await this.load(ids)).map((o) => [o.entity_id as number, o]));
    return { items: ids.map((id) => byId.get(id)!), search_criteria: echoCriteria(criteria), total_count: total };
  }

  /** The orders with these ids, fully assembled: five statements for any number of orders. */
  async load(ids: number[]): Promise<Row[]> {
    if (!ids.length) return [];
    const q = (sql: string) => this.ds.query<Row[]>(sql, [ids]);
    const [orders, items, addresses, payments, histories, adjusted] = await Promise.all([
      q(
        `SELECT ${TS('o')}, to_char(o.updated_at, 'YYYY-MM-DD HH24:MI:SS') AS updated_at FROM sales_order o
         WHERE o.entity_id = ANY($1::int[]) ORDER BY o.entity_id`,
      ),
      q(
        `SELECT ${TS('i')}, to_char(i.updated_at, 'YYYY-MM-DD HH24:MI:SS') AS updated_at FROM sales_order_item i
         WHERE i.order_id = ANY($1::int[]) ORDER BY i.item_id`,
      ),
      q(`SELECT a.* FROM sales_order_address a WHERE a.parent_id = ANY($1::int[]) ORDER BY a.entity_id`),
      q(`SELECT p.* FROM sales_order_payment p WHERE p.parent_id = ANY($1::int[]) ORDER BY p.entity_id`),
      q(`SELECT ${TS('h')} FROM sales_order_status_history h WHERE h.parent_id = ANY($1::int[]) ORDER BY h.entity_id DESC`),
      this.adjustments.presentOrders(ids),
    ]);
    const group = (rows: Row[], key: string) => {
      const m = new Map<number, Row[]>();
      for (const r of rows) m.set(r[key] as number, [...(m.get(r[key] as number) ?? []), r]);
      return m;
    };
    const itemsOf = group(items, 'order_id');
    const addressesOf = group(addresses, 'parent_id');
    const paymentsOf = group(payments, 'parent_id');
    const historiesOf = group(histories, 'parent_id');
    return orders.map((o) => {
      const id = o.entity_id as number;
      const itemExtensions = adjusted.items.get(id);
      const orderItems = (itemsOf.get(id) ?? []).map((i) => {
        const item = withProductOption(present(i, ['product_options']), i.product_options);
        // Fields other modules' adjustments add to the item (gift wrapping per item), by the quote item it came from.
        const extension = itemExtensions?.get(i.quote_item_id as number);
        return extension ? { ...item, extension_attributes: { ...(item.extension_attributes ?? {}), ...extension } } : item;
      });
      const billing = addressesOf.get(id)?.find((a) => a.address_type === 'billing');
      const shipping = addressesOf.get(id)?.find((a) => a.address_type === 'shipping');
      const payment = paymentsOf.get(id)?.[0];
      const out = present(o, ['shipping_address_id']);
      out.items = orderItems;
      if (billing) out.billing_address = presentAddress(billing);
      if (payment) out.payment = presentPayment(payment);
      out.status_histories = (historiesOf.get(id) ?? []).map((h) => present(h));
      out.extension_attributes = {
        shipping_assignments: [
          {
            shipping: {
              ...(shipping ? { address: presentAddress(shipping) } : {}),
              ...(o.shipping_method ? { method: o.shipping_method } : {}),
              total: present({
                base_shipping_amount: o.base_shipping_amount,
                base_shipping_discount_amount: o.base_shipping_discount_amount,
                base_shipping_discount_tax_compensation_amnt: o.base_shipping_discount_tax_compensation_amnt,
                base_shipping_incl_tax: o.base_shipping_incl_tax,
                base_shipping_tax_amount: o.base_shipping_tax_amount,
                shipping_amount: o.shipping_amount,
                shipping_discount_amount: o.shipping_discount_amount,
                shipping_discount_tax_compensation_amount: o.shipping_discount_tax_compensation_amount,
                shipping_incl_tax: o.shipping_incl_tax,
                shipping_tax_amount: o.shipping_tax_amount,
              }),
            },
            items: orderItems,
          },
        ],
        ...(payment?.additional_information ? { payment_additional_info: additionalInfo(payment.additional_information) } : {}),
        ...adjusted.orders.get(id),
      };
      return out;
    });
  }
}

/** Columns as Magento's JSON: numbers as numbers, flags as 0/1, nulls left out. */
export function present(row: Row, skip: string[] = []): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) {
    if (v === null || v === undefined || skip.includes(k)) continue;
    if (typeof v === 'boolean') out[k] = FLAGS.has(k) ? (v ? 1 : 0) : v;
    else if (
      typeof v === 'string' &&
      !TEXT_NUMBERS.has(k) &&
      /^-?\d+(\.\d+)?$/.test(v) &&
      /(amount|total|price|qty|weight|rate|percent|invoiced|refunded|canceled|paid|due|ordered|captured|adjustment)/.test(k)
    )
      out[k] = Number(v);
    else out[k] = v;
  }
  return out;
}

export function presentAddress(a: Row): Row {
  const out = present(a);
  if (typeof a.street === 'string') out.street = a.street.split('\n');
  return out;
}

function presentPayment(p: Row): Row {
  const out = present(p, ['additional_information']);
  const info = p.additional_information as Record<string, unknown> | null;
  // OrderPaymentInterface::getAdditionalInformation is a string[]: the stored values.
  out.additional_information =
    info && typeof info === 'object' ? Object.values(info).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))) : [];
  return out;
}

function additionalInfo(info: unknown): { key: string; value: string }[] {
  if (!info || typeof info !== 'object') return [];
  return Object.entries(info as Row).map(([key, value]) => ({ key, value: typeof value === 'string' ? value : JSON.stringify(value) }));
}

/**
 * OrderItemInterface::getProductOption: the options the line was bought with, as the cart item
 * carried them (`extension_attributes.custom_options`, `configurable_item_options`, …).
 */
export function withProductOption(item: Record<string, unknown>, stored: unknown): Record<string, unknown> {
  const ext = (stored as { extension_attributes?: unknown } | null | undefined)?.extension_attributes;
  return ext && typeof ext === 'object' && Object.keys(ext).length ? { ...item, product_option: { extension_attributes: ext } } : item;
}
