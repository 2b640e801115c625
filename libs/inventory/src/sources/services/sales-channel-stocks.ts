import { Injectable, OnModuleInit } from '@nestjs/common';
import { Database, DbNotifications, NotifiedSnapshot } from '@mercato/platform';

const CHANNEL = 'mercato_sales_channel';

/**
 * Which stock serves each sales channel (`inventory_stock_sales_channel`, a handful of rows), held in
 * memory: every cart call and every order asks for its website's stock. A statement trigger
 * (migration 1763800000481) announces each change on `mercato_sales_channel`; writers here also
 * drop the copy at once.
 */
@Injectable()
export class SalesChannelStocks implements OnModuleInit {
  private readonly channels: NotifiedSnapshot<ReadonlyMap<string, number>>;

  constructor(
    private readonly ds: Database,
    notifications: DbNotifications,
  ) {
    this.channels = new NotifiedSnapshot(ds, notifications, CHANNEL, async () => {
      const rows: { type: string; code: string; stock_id: number }[] = await this.ds.query(
        `SELECT type, code, stock_id FROM inventory_stock_sales_channel`,
      );
      return new Map(rows.map((r) => [`${r.type}\n${r.code}`, r.stock_id]));
    });
  }

  onModuleInit(): Promise<void> {
    return this.channels.listen();
  }

  /** The stock linked to the channel, or null. */
  async stockId(type: string, code: string): Promise<number | null> {
    return (await this.channels.get()).get(`${type}\n${code}`) ?? null;
  }

  /** After this process wrote channels. */
  changed(): void {
    this.channels.changed();
  }
}
