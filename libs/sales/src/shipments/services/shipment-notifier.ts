import { Injectable } from '@nestjs/common';
import { escapeHtml, Mailer } from '@mercato/email';
import { Database } from '@mercato/platform';
import { StoreScopes } from '@mercato/store';

/**
 * The shipment e-mail (Magento's ShipmentSender, sales_email_shipment_template, identity `sales`),
 * sent after the document commits; `email_sent` records that it went out.
 */
@Injectable()
export class ShipmentNotifier {
  constructor(
    private readonly ds: Database,
    private readonly mailer: Mailer,
    private readonly scopes: StoreScopes,
  ) {}

  /** Queues the e-mail for after the current transaction (at once when there is none). */
  queue(shipmentId: number, comment: string | null): Promise<void> {
    return this.ds.afterCommit(async () => {
      await this.send(shipmentId, comment);
    });
  }

  /** Sends now; false when the order has no e-mail address or the mailer refused. */
  async send(shipmentId: number, comment: string | null): Promise<boolean> {
    const [f]: {
      increment_id: string;
      order_increment_id: string;
      email: string | null;
      name: string;
      store_id: number | null;
      tracks: string[];
    }[] = await this.ds.query(
      `SELECT s.increment_id, o.increment_id AS order_increment_id, o.customer_email AS email,
                trim(coalesce(o.customer_firstname, '') || ' ' || coalesce(o.customer_lastname, '')) AS name,
                o.store_id,
                ARRAY(SELECT t.track_number FROM sales_shipment_track t WHERE t.parent_id = s.entity_id ORDER BY t.entity_id) AS tracks
         FROM sales_shipment s JOIN sales_order o ON o.entity_id = s.order_id
         WHERE s.entity_id = $1`,
      [shipmentId],
    );
    if (!f?.email) return false;
    const view = f.store_id === null ? undefined : (await this.scopes.views([f.store_id])).get(f.store_id);
    const store = view?.groupName ?? 'Main Website Store';
    const lines = [
      `${f.name || 'Customer'},`,
      `Thank you for your order from ${store}.`,
      `Your Shipment #${f.increment_id} for Order #${f.order_increment_id}`,
      ...f.tracks.filter(Boolean).map((t) => `Tracking number: ${t}`),
      ...(comment ? [comment] : []),
    ];
    const sent = await this.mailer.send({
      to: { email: f.email, name: f.name || f.email },
      identity: 'sales',
      subject: `Your ${store} order has shipped`,
      text: lines.join('\n'),
      html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
    });
    if (sent) await this.ds.query(`UPDATE sales_shipment SET email_sent = true, send_email = true WHERE entity_id = $1`, [shipmentId]);
    return !!sent;
  }
}
