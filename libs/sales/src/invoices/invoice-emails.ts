import { Injectable } from '@nestjs/common';
import { escapeHtml, Mailer } from '@mercato/email';
import { Database } from '@mercato/platform';

/**
 * The invoice e-mail (Magento's InvoiceSender, sales_email_invoice_template, identity `sales`): sent
 * once the invoice has committed; `email_sent` records that it went out.
 */
@Injectable()
export class InvoiceEmails {
  constructor(
    private readonly ds: Database,
    private readonly mailer: Mailer,
  ) {}

  /** After the current transaction commits. */
  queue(invoiceId: number, comment: string | null): Promise<void> {
    return this.ds.afterCommit(async () => {
      await this.send(invoiceId, comment);
    });
  }

  /** Sends now; false when there is nobody to send to or the mail could not go out. */
  async send(invoiceId: number, comment: string | null = null): Promise<boolean> {
    const [f]: {
      increment_id: string;
      order_increment_id: string;
      customer_email: string | null;
      name: string;
      grand_total: string;
      currency: string;
    }[] = await this.ds.query(
      `SELECT i.increment_id, o.increment_id AS order_increment_id, o.customer_email,
           trim(concat_ws(' ', o.customer_firstname, o.customer_lastname)) AS name, i.grand_total,
           COALESCE(i.order_currency_code, 'USD') AS currency
         FROM sales_invoice i JOIN sales_order o ON o.entity_id = i.order_id WHERE i.entity_id = $1`,
      [invoiceId],
    );
    if (!f?.customer_email) return false;
    const total = `${f.currency} ${Number(f.grand_total).toFixed(2)}`;
    const text = [
      `${f.name},`,
      `Your Invoice #${f.increment_id} for Order #${f.order_increment_id}`,
      ...(comment ? [comment] : []),
      `Grand Total: ${total}`,
    ].join('\n');
    const sent = await this.mailer.send({
      to: { email: f.customer_email, name: f.name },
      identity: 'sales',
      subject: `Invoice for your order #${f.order_increment_id}`,
      text,
      html: text
        .split('\n')
        .map((l) => `<p>${escapeHtml(l)}</p>`)
        .join(''),
    });
    if (sent) await this.ds.query(`UPDATE sales_invoice SET email_sent = true, send_email = true WHERE entity_id = $1`, [invoiceId]);
    return sent;
  }
}
