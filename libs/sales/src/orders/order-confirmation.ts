import { Injectable } from '@nestjs/common';
import { escapeHtml, Mailer } from '@mercato/email';
import { ASYNC_COMMIT, Database, GroupedWrites, numberArray } from '@mercato/platform';

export interface ConfirmationFacts {
  orderId: number;
  incrementId: string;
  storeFrontendName: string;
  customerEmail: string;
  customerName: string;
  items: { name: string; sku: string; qty: number; rowTotal: number }[];
  grandTotal: number;
  currency: string;
}

/**
 * The new-order e-mail (Magento's sales_email_order_template, identity `sales`), sent once the
 * placement has committed; `email_sent` records that it went out, as Magento's OrderSender does.
 */
@Injectable()
export class OrderConfirmation {
  /** The flags of orders whose e-mails went out together (one statement under load, not one each). */
  private readonly sentFlags: GroupedWrites<number>;

  constructor(
    private readonly mailer: Mailer,
    private readonly ds: Database,
  ) {
    this.sentFlags = new GroupedWrites(ds, (orderIds) => this.markSent(orderIds));
  }

  queue(f: ConfirmationFacts): Promise<void> {
    return this.ds.afterCommit(async () => {
      const sent = await this.mailer.send({ to: { email: f.customerEmail, name: f.customerName }, identity: 'sales', ...content(f) });
      if (sent) await this.sentFlags.add(f.orderId);
    });
  }

  /**
   * A flag recorded after the fact, as Magento's OrderSender saves it: its commit need not wait for
   * the disk. On its generic plan: PostgreSQL's default planned this UPDATE of a wide table afresh
   * for every group (a generic plan for `= ANY($1)` is costed for ten ids, a custom one for the one
   * or two given), more than its execution cost. The write is held back and goes with the
   * transaction's opening and COMMIT, one round trip once prepared on the connection.
   */
  private async markSent(orderIds: number[]): Promise<void> {
    await this.ds.transaction(
      () =>
        this.ds.deferredWrite(`UPDATE sales_order SET email_sent = true FROM ${ASYNC_COMMIT} WHERE entity_id = ANY($1::int[])`, [
          numberArray(orderIds),
        ]),
      { genericPlans: true },
    );
  }
}

function content(f: ConfirmationFacts) {
  const money = (n: number) => `${f.currency} ${n.toFixed(2)}`;
  const lines = f.items.map((i) => `${i.name} (${i.sku}) × ${i.qty}: ${money(i.rowTotal)}`);
  return {
    subject: `Your ${f.storeFrontendName} order confirmation`,
    text: [
      `${f.customerName},`,
      `Thank you for your order from ${f.storeFrontendName}.`,
      `Your Order #${f.incrementId}`,
      ...lines,
      `Grand Total: ${money(f.grandTotal)}`,
    ].join('\n'),
    html:
      `<p>${escapeHtml(f.customerName)},</p><p>Thank you for your order from ${escapeHtml(f.storeFrontendName)}.</p>` +
      `<h1>Your Order #${escapeHtml(f.incrementId)}</h1><ul>` +
      f.items.map((i) => `<li>${escapeHtml(i.name)} (${escapeHtml(i.sku)}) × ${i.qty}: ${escapeHtml(money(i.rowTotal))}</li>`).join('') +
      `</ul><p>Grand Total: ${escapeHtml(money(f.grandTotal))}</p>`,
  };
}
