import { MigrationInterface, QueryRunner } from 'typeorm';

const ORDER = [
  'discount_tax_compensation_amount',
  'base_discount_tax_compensation_amount',
  'shipping_discount_tax_compensation_amount',
  'base_shipping_discount_tax_compensation_amnt',
  'discount_tax_compensation_invoiced',
  'base_discount_tax_compensation_invoiced',
  'discount_tax_compensation_refunded',
  'base_discount_tax_compensation_refunded',
];
const ORDER_ITEM = [
  'discount_tax_compensation_amount',
  'base_discount_tax_compensation_amount',
  'discount_tax_compensation_invoiced',
  'base_discount_tax_compensation_invoiced',
  'discount_tax_compensation_refunded',
  'base_discount_tax_compensation_refunded',
];
const DOCUMENT = [
  'discount_tax_compensation_amount',
  'base_discount_tax_compensation_amount',
  'shipping_discount_tax_compensation_amount',
  'base_shipping_discount_tax_compensation_amnt',
];
const DOCUMENT_ITEM = ['discount_tax_compensation_amount', 'base_discount_tax_compensation_amount'];

const TABLES: [string, string[]][] = [
  ['sales_order', ORDER],
  ['sales_order_item', ORDER_ITEM],
  ['sales_invoice', DOCUMENT],
  ['sales_invoice_item', DOCUMENT_ITEM],
  ['sales_creditmemo', DOCUMENT],
  ['sales_creditmemo_item', DOCUMENT_ITEM],
];

/**
 * The tax a discount takes out of prices that include tax (Magento's discount tax compensation,
 * once "hidden tax"): ordered, invoiced and refunded, on orders, their items and their documents.
 * It is part of each document's grand total.
 */
export class SalesDiscountTaxCompensation1763800000431 implements MigrationInterface {
  name = 'SalesDiscountTaxCompensation1763800000431';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, columns] of TABLES) {
      await q.query(`ALTER TABLE "${table}" ${columns.map((c) => `ADD "${c}" numeric(20,4)`).join(', ')}`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table, columns] of TABLES) await q.query(`ALTER TABLE "${table}" ${columns.map((c) => `DROP "${c}"`).join(', ')}`);
  }
}
