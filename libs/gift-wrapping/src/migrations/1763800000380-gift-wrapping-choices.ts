import { MigrationInterface, QueryRunner } from 'typeorm';

/** The wrapping chosen for a cart and for its lines, with the cart's gift receipt and printed card. */
export class GiftWrappingChoices1763800000380 implements MigrationInterface {
  name = 'GiftWrappingChoices1763800000380';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "magento_giftwrapping_quote" ("quote_id" integer NOT NULL, "gw_id" integer, "gw_allow_gift_receipt" boolean,
         "gw_add_card" boolean, CONSTRAINT "PK_d84d0f7765d4211e84398be92b7" PRIMARY KEY ("quote_id"))`,
    );
    await q.query(
      `CREATE TABLE "magento_giftwrapping_quote_item" ("item_id" integer NOT NULL, "quote_id" integer NOT NULL, "gw_id" integer NOT NULL,
         CONSTRAINT "PK_ab7db5c38eae91b5663ca5f30a9" PRIMARY KEY ("item_id"))`,
    );
    await q.query(`CREATE INDEX "magento_giftwrapping_quote_item_quote" ON "magento_giftwrapping_quote_item" ("quote_id")`);
    await q.query(
      `ALTER TABLE "magento_giftwrapping_quote" ADD CONSTRAINT "FK_d84d0f7765d4211e84398be92b7" FOREIGN KEY ("quote_id")
       REFERENCES "quote"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "magento_giftwrapping_quote" ADD CONSTRAINT "FK_aaf758606cb7680a84da058e800" FOREIGN KEY ("gw_id")
       REFERENCES "magento_giftwrapping"("wrapping_id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "magento_giftwrapping_quote_item" ADD CONSTRAINT "FK_ab7db5c38eae91b5663ca5f30a9" FOREIGN KEY ("item_id")
       REFERENCES "quote_item"("item_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "magento_giftwrapping_quote_item" ADD CONSTRAINT "FK_98b8605325872bcc59ee300c700" FOREIGN KEY ("gw_id")
       REFERENCES "magento_giftwrapping"("wrapping_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "magento_giftwrapping_quote_item"`);
    await q.query(`DROP TABLE IF EXISTS "magento_giftwrapping_quote"`);
  }
}
