import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tax as configured reaches the cart: a line's custom price (Magento's `custom_price`, with the
 * price it was entered at in `original_custom_price`), the tax a discount takes out of prices that
 * include tax (`discount_tax_compensation_amount`, on lines and on the totals address), and the
 * address's subtotal and shipping including tax.
 */
export class QuoteTaxAmounts1763800000430 implements MigrationInterface {
  name = 'QuoteTaxAmounts1763800000430';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "quote_item" ADD "custom_price" numeric(20,4), ADD "original_custom_price" numeric(20,4),
         ADD "discount_tax_compensation_amount" numeric(20,4) NOT NULL DEFAULT '0'`,
    );
    await q.query(
      `ALTER TABLE "quote_address" ADD "subtotal_incl_tax" numeric(20,4) NOT NULL DEFAULT '0',
         ADD "shipping_incl_tax" numeric(20,4) NOT NULL DEFAULT '0',
         ADD "discount_tax_compensation_amount" numeric(20,4) NOT NULL DEFAULT '0',
         ADD "shipping_discount_tax_compensation_amount" numeric(20,4) NOT NULL DEFAULT '0'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "quote_address" DROP "shipping_discount_tax_compensation_amount", DROP "discount_tax_compensation_amount",
         DROP "shipping_incl_tax", DROP "subtotal_incl_tax"`,
    );
    await q.query(`ALTER TABLE "quote_item" DROP "discount_tax_compensation_amount", DROP "original_custom_price", DROP "custom_price"`);
  }
}
