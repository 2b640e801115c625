import { Injectable } from '@nestjs/common';
import { Database, LocalizedException, NoSuchEntityException } from '@mercato/platform';
import { OrderDocuments } from '../management/order-documents';
import { OrderStateMachine } from '../management/order-state-machine';
import { InvoiceEmails } from './invoice-emails';
import { NO_SUCH_ENTITY } from './invoice-reader';

const OPEN = 1;
const PAID = 2;

/**
 * Magento's InvoiceManagementInterface: e-mail, capture and void of an existing invoice. Every
 * payment method here is offline (checkmo, banktransfer, cashondelivery, purchaseorder, free):
 * capturing an open invoice marks it paid, as Magento's offline capture does, and voiding always
 * fails with the offline methods' 'The void action is not available.'.
 */
@Injectable()
export class InvoiceManagement {
  constructor(
    private readonly ds: Database,
    private readonly emails: InvoiceEmails,
    private readonly documents: OrderDocuments,
    private readonly stateMachine: OrderStateMachine,
  ) {}

  async notify(id: number): Promise<boolean> {
    await this.invoice(id);
    return this.emails.send(id);
  }

  async setVoid(id: number): Promise<boolean> {
    await this.invoice(id);
    throw new LocalizedException('The void action is not available.');
  }

  async setCapture(id: number): Promise<boolean> {
    const { order_id } = await this.invoice(id);
    return this.ds.transaction(async () => {
      await this.documents.lockOrder(order_id);
      const [invoice]: {
        state: number;
        grand_total: string;
        base_grand_total: string;
        shipping_amount: string | null;
        base_shipping_amount: string | null;
      }[] = await this.ds.query(
        `SELECT state, grand_total, base_grand_total, shipping_amount, base_shipping_amount FROM sales_invoice
         WHERE entity_id = $1 FOR UPDATE`,
        [id],
      );
      if (invoice.state !== OPEN) throw new LocalizedException('The capture action is not available.');
      await this.ds.query(`UPDATE sales_invoice SET state = ${PAID}, can_void_flag = false, updated_at = now() WHERE entity_id = $1`, [id]);
      await this.ds.query(
        `UPDATE sales_order SET total_paid = COALESCE(total_paid, 0) + $2, base_total_paid = COALESCE(base_total_paid, 0) + $3,
           total_due = GREATEST(COALESCE(grand_total, 0) - COALESCE(total_paid, 0) - $2, 0),
           base_total_due = GREATEST(COALESCE(base_grand_total, 0) - COALESCE(base_total_paid, 0) - $3, 0), updated_at = now()
         WHERE entity_id = $1`,
        [order_id, invoice.grand_total, invoice.base_grand_total],
      );
      await this.ds.query(
        `UPDATE sales_order_payment SET amount_paid = COALESCE(amount_paid, 0) + $2, base_amount_paid = COALESCE(base_amount_paid, 0) + $3
         WHERE parent_id = $1`,
        [order_id, invoice.grand_total, invoice.base_grand_total],
      );
      await this.stateMachine.settle(order_id);
      return true;
    });
  }

  private async invoice(id: number): Promise<{ order_id: number }> {
    const [row] = await this.ds.query(`SELECT order_id FROM sales_invoice WHERE entity_id = $1`, [id]);
    if (!row) throw new NoSuchEntityException(NO_SUCH_ENTITY);
    return row;
  }
}
