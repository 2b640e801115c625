import { Injectable } from '@nestjs/common';
import { Database, NoSuchEntityException, RequestContext, TableColumns } from '@mercato/platform';
import { OrderData } from '../dto/order.input';
import { DocumentNumbers } from '../documents/document-numbers';
import { OrderReader } from './order-reader';
import { OrderWriter } from './order-writer';
import { assertAddress, assertNewOrder } from './order-validation';

/** Columns a raw save never sets from the body: the ids and links the writer owns. */
const HEADER_SKIP = new Set(['entity_id', 'items', 'billing_address', 'payment', 'status_histories', 'extension_attributes', 'created_at']);
/** Item columns that are NOT NULL with a default: a line without them gets the default. */
const ITEM_ZERO = [
  'row_weight',
  'qty_invoiced',
  'qty_shipped',
  'qty_refunded',
  'qty_canceled',
  'price',
  'base_price',
  'row_total',
  'base_row_total',
  'tax_amount',
  'base_tax_amount',
  'tax_percent',
  'discount_amount',
  'base_discount_amount',
  'discount_percent',
  'amount_refunded',
  'row_invoiced',
  'tax_invoiced',
  'discount_invoiced',
];

/**
 * OrderRepositoryInterface::save as Magento does it: the order is stored as given — no totals are
 * collected, no stock reserved — after checking it is complete. A body with an existing
 * `entity_id` updates that order's own fields and appends the new status histories.
 */
@Injectable()
export class OrderRepository {
  constructor(
    private readonly ds: Database,
    private readonly writer: OrderWriter,
    private readonly reader: OrderReader,
    private readonly numbers: DocumentNumbers,
    private readonly columns: TableColumns,
  ) {}

  get(id: number) {
    return this.reader.get(id);
  }

  async save(ctx: RequestContext, entity: OrderData): Promise<Record<string, unknown>> {
    const id = entity.entity_id as number | undefined;
    if (id) return this.update(id, entity);
    assertNewOrder(entity);
    const email = entity.customer_email as string;
    const billing = this.address(entity.billing_address!, 'billing', email);
    const shippingInput = (entity.extension_attributes as any)?.shipping_assignments?.[0]?.shipping?.address;
    const shipping = shippingInput ? this.address(shippingInput, 'shipping', email) : null;
    assertAddress(billing);
    if (shipping) assertAddress(shipping);
    const storeId = (entity.store_id as number | undefined) ?? (ctx.store.storeId || 1);
    const header = this.header(entity);
    const orderId = await this.ds.transaction(async () => {
      const numberLast = header.increment_id === undefined;
      if (numberLast) header.increment_id = this.numbers.provisional();
      const id = await this.writer.insert({
        order: {
          state: 'new',
          status: 'pending',
          ...header,
          store_id: storeId,
          shipping_method:
            header.shipping_method ?? (entity.extension_attributes as any)?.shipping_assignments?.[0]?.shipping?.method ?? null,
          total_item_count: header.total_item_count ?? entity.items!.length,
        },
        items: entity.items!.map((i) => ({
          ...Object.fromEntries(ITEM_ZERO.map((c) => [c, 0])),
          ...Object.fromEntries(Object.entries(i).filter(([, v]) => v !== null && v !== undefined)),
          store_id: i.store_id ?? storeId,
          product_options: i.product_option ?? null,
        })),
        billingAddress: billing,
        shippingAddress: shipping,
        payment: {
          ...entity.payment,
          additional_information: entity.payment!.additional_information ? { ...entity.payment!.additional_information } : null,
        },
        histories: (entity.status_histories ?? []).map((h) => ({ ...h, is_visible_on_front: h.is_visible_on_front ?? 0 })),
        giftMessageId: null,
      });
      if (numberLast) await this.numbers.assign('order', id, storeId);
      return id;
    });
    return this.reader.get(orderId);
  }

  private async update(id: number, entity: OrderData): Promise<Record<string, unknown>> {
    const header = this.header(entity);
    // updated_at is the save's own (set below): an order read back carries it, and is saved as Magento saves it.
    const cols = Object.keys(header).filter((c) => c !== 'updated_at' && this.columns.of('sales_order').has(c));
    await this.ds.transaction(async () => {
      const found = await this.ds.query(
        `WITH u AS (
           UPDATE sales_order o SET ${cols.map((c) => `"${c}" = r."${c}", `).join('')}updated_at = now()
           FROM jsonb_populate_record(NULL::sales_order, $2::jsonb) r WHERE o.entity_id = $1 RETURNING o.entity_id
         ) SELECT entity_id FROM u`,
        [id, JSON.stringify(header)],
      );
      if (!found.length) throw new NoSuchEntityException("The entity that was requested doesn't exist. Verify the entity and try again.");
      const added = (entity.status_histories ?? []).filter((h) => !h.entity_id);
      if (added.length) {
        await this.ds.query(
          `INSERT INTO sales_order_status_history (parent_id, comment, status, entity_name, is_customer_notified, is_visible_on_front)
           SELECT $1, r.comment, r.status, r.entity_name, r.is_customer_notified, COALESCE(r.is_visible_on_front, 0)
           FROM jsonb_populate_recordset(NULL::sales_order_status_history, $2::jsonb) r`,
          [id, JSON.stringify(added)],
        );
      }
    });
    return this.reader.get(id);
  }

  /** The order's own columns from the body (nulls left to the defaults). */
  private header(entity: OrderData): Record<string, unknown> {
    return Object.fromEntries(Object.entries(entity).filter(([k, v]) => !HEADER_SKIP.has(k) && v !== null && v !== undefined));
  }

  private address(a: Record<string, any>, type: string, email: string): Record<string, unknown> {
    return {
      ...a,
      address_type: a.address_type ?? type,
      email: a.email ?? email,
      street: Array.isArray(a.street) && a.street.length ? a.street.join('\n') : null,
    };
  }
}
