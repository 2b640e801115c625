import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';

/** The cart's `use_customer_balance` (Magento keeps it on the quote), in this library's table. */
@Injectable()
export class CartStoreCredit {
  constructor(private readonly ds: Database) {}

  async set(quoteId: number, use: boolean): Promise<void> {
    await this.ds.query(
      `INSERT INTO magento_customerbalance_quote (quote_id, use_customer_balance) VALUES ($1, $2)
       ON CONFLICT (quote_id) DO UPDATE SET use_customer_balance = EXCLUDED.use_customer_balance`,
      [quoteId, use],
    );
  }

  /** The balance the cart may spend: the customer's on the cart's website, when the cart chose to use it. */
  async spendable(quoteId: number, customerId: number, websiteId: number): Promise<number> {
    const [row] = await this.ds.query(
      `SELECT b.amount::float8 AS amount FROM magento_customerbalance_quote q
       JOIN magento_customerbalance b ON b.customer_id = $2 AND b.website_id = $3
       WHERE q.quote_id = $1 AND q.use_customer_balance`,
      [quoteId, customerId, websiteId],
    );
    return row?.amount ?? 0;
  }
}
