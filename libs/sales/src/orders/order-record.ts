/**
 * An order as rows to write: column → value per table (what placement and raw saves both build).
 * Keys are column names of the sales tables; the writer keeps only real columns.
 */
export interface OrderRecord {
  order: Record<string, unknown>;
  /**
   * Item rows; a child line (a configurable's simple) carries `_parent`: the 1-based position of its
   * parent line in this list, which the writer turns into `parent_item_id`.
   */
  items: Record<string, unknown>[];
  billingAddress: Record<string, unknown>;
  shippingAddress: Record<string, unknown> | null;
  payment: Record<string, unknown>;
  histories: Record<string, unknown>[];
  giftMessageId: number | null;
}
