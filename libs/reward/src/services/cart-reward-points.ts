import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';

/** The cart's `use_reward_points` (Magento keeps it on the quote), in this library's table. */
@Injectable()
export class CartRewardPoints {
  constructor(private readonly ds: Database) {}

  async set(quoteId: number, use: boolean): Promise<void> {
    await this.ds.query(
      `INSERT INTO magento_reward_quote (quote_id, use_reward_points) VALUES ($1, $2)
       ON CONFLICT (quote_id) DO UPDATE SET use_reward_points = EXCLUDED.use_reward_points`,
      [quoteId, use],
    );
  }

  /** The points the cart may spend: the customer's balance on the cart's website, when the cart chose to use it. */
  async spendable(quoteId: number, customerId: number, websiteId: number): Promise<number> {
    const [row] = await this.ds.query(
      `SELECT r.points_balance FROM magento_reward_quote q
       JOIN magento_reward r ON r.customer_id = $2 AND r.website_id = $3
       WHERE q.quote_id = $1 AND q.use_reward_points`,
      [quoteId, customerId, websiteId],
    );
    return row?.points_balance ?? 0;
  }
}
