import { Injectable } from '@nestjs/common';
import { escapeHtml, Mailer } from '@mercato/email';
import { Database, NoSuchEntityException } from '@mercato/platform';
import { NO_SUCH_CREDITMEMO } from './creditmemo-reader';

/**
 * The credit memo e-mail (Magento's CreditmemoSender, sales_email_creditmemo_template, identity
 * `sales`) and CreditmemoManagementInterface::notify. `email_sent` records that it went out; the
 * refund calls it after its commit, so a mail failure never undoes a refund.
 */
@Injectable()
export class CreditmemoNotifier {
  constructor(
    private readonly ds: Database,
    private readonly mailer: Mailer,
  ) {}

  /** POST /V1/creditmemo/:id/emails: 404 for an unknown memo; false when nothing went out. */
  async notifyById(memoId: number): Promise<boolean> {
    const [memo] = await this.ds.query(`SELECT 1 FROM sales_creditmemo WHERE entity_id = $1`, [memoId]);
    if (!memo) throw new NoSuchEntityException(NO_SUCH_CREDITMEMO);
    return this.notify(memoId);
  }

  async notify(memoId: number, comment?: string | null): Promise<boolean> {
    const [f]: {
      increment_id: string;
      order_increment_id: string;
      customer_email: string | null;
      name: string;
      grand_total: string;
      currency: string;
    }[] = await this.ds.query(
      `SELECT m.increment_id, o.increment_id AS order_increment_id, o.customer_email,
           trim(concat_ws(' ', o.customer_firstname, o.customer_lastname)) AS name, m.grand_total,
           COALESCE(m.order_currency_code, 'USD') AS currency
         FROM sales_creditmemo m JOIN sales_order o ON o.entity_id = m.order_id WHERE m.entity_id = $1`,
      [memoId],
    );
    if (!f?.customer_email) return false;
    const total = `${f.currency} ${Number(f.grand_total).toFixed(2)}`;
    const text = [
      `${f.name},`,
      `Your Credit Memo #${f.increment_id} for Order #${f.order_increment_id}`,
      ...(comment ? [comment] : []),
      `Refunded: ${total}`,
    ].join('\n');
    const sent = await this.mailer.send({
      to: { email: f.customer_email, name: f.name },
      identity: 'sales',
      subject: `Credit memo for your order #${f.order_increment_id}`,
      text,
      html: text
        .split('\n')
        .map((l) => `<p>${escapeHtml(l)}</p>`)
        .join(''),
    });
    if (sent) await this.ds.query(`UPDATE sales_creditmemo SET email_sent = 1, send_email = 1 WHERE entity_id = $1`, [memoId]);
    return sent;
  }
}
