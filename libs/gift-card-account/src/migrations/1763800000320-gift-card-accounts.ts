import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Gift card accounts and their history (Magento_GiftCardAccount db_schema), the cards applied to
 * carts, and the failed code requests the "too many attempts" check counts.
 */
export class GiftCardAccounts1763800000320 implements MigrationInterface {
  name = 'GiftCardAccounts1763800000320';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "magento_giftcardaccount" ("giftcardaccount_id" SERIAL NOT NULL, "code" character varying(255) NOT NULL,
         "status" smallint NOT NULL, "date_created" date NOT NULL, "date_expires" date, "website_id" integer NOT NULL DEFAULT '0',
         "balance" numeric(20,4) NOT NULL DEFAULT '0', "state" smallint NOT NULL DEFAULT '0', "is_redeemable" smallint NOT NULL DEFAULT '1',
         CONSTRAINT "PK_8c7bc09c519766f4a7441a4c397" PRIMARY KEY ("giftcardaccount_id"))`,
    );
    await q.query(`CREATE INDEX "magento_giftcardaccount_website_id" ON "magento_giftcardaccount" ("website_id")`);
    // Codes are looked up and kept unique without regard to case, as Magento's collation does.
    await q.query(`CREATE UNIQUE INDEX "magento_giftcardaccount_code_ci" ON "magento_giftcardaccount" (lower("code"))`);
    await q.query(
      `CREATE TABLE "magento_giftcardaccount_history" ("history_id" SERIAL NOT NULL, "giftcardaccount_id" integer NOT NULL,
         "updated_at" TIMESTAMP DEFAULT now(), "action" smallint NOT NULL DEFAULT '0', "balance_amount" numeric(20,4) NOT NULL DEFAULT '0',
         "balance_delta" numeric(20,4) NOT NULL DEFAULT '0', "additional_info" character varying(255),
         CONSTRAINT "PK_8548bbea8574f2ff41b47c5cd46" PRIMARY KEY ("history_id"))`,
    );
    await q.query(
      `CREATE INDEX "magento_giftcardaccount_history_giftcardaccount_id" ON "magento_giftcardaccount_history" ("giftcardaccount_id")`,
    );
    await q.query(
      `CREATE TABLE "magento_giftcardaccount_quote_card" ("quote_id" integer NOT NULL, "giftcardaccount_id" integer NOT NULL,
         "position" integer NOT NULL, CONSTRAINT "PK_e70c7df4731c5276bcb8fec2ebb" PRIMARY KEY ("quote_id", "giftcardaccount_id"))`,
    );
    await q.query(
      `CREATE TABLE "magento_giftcardaccount_attempt" ("attempt_id" SERIAL NOT NULL, "login" character varying(255) NOT NULL,
         "attempted_at" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_86106f68226735b593e31b2e54c" PRIMARY KEY ("attempt_id"))`,
    );
    await q.query(`CREATE INDEX "magento_giftcardaccount_attempt_login" ON "magento_giftcardaccount_attempt" ("login", "attempted_at")`);
    await q.query(
      `ALTER TABLE "magento_giftcardaccount" ADD CONSTRAINT "FK_da7dca8c4a88e2e9c7cdfdd9ce2" FOREIGN KEY ("website_id")
       REFERENCES "store_website"("website_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "magento_giftcardaccount_history" ADD CONSTRAINT "FK_f3a40f93dd1b57d65654a50a768" FOREIGN KEY ("giftcardaccount_id")
       REFERENCES "magento_giftcardaccount"("giftcardaccount_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "magento_giftcardaccount_quote_card" ADD CONSTRAINT "FK_f7db83e0b4aa56d0a28c3f4772a" FOREIGN KEY ("quote_id")
       REFERENCES "quote"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "magento_giftcardaccount_quote_card" ADD CONSTRAINT "FK_b4f41fa55fe6212f273af082e83" FOREIGN KEY ("giftcardaccount_id")
       REFERENCES "magento_giftcardaccount"("giftcardaccount_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "magento_giftcardaccount_attempt"`);
    await q.query(`DROP TABLE IF EXISTS "magento_giftcardaccount_quote_card"`);
    await q.query(`DROP TABLE IF EXISTS "magento_giftcardaccount_history"`);
    await q.query(`DROP TABLE IF EXISTS "magento_giftcardaccount"`);
  }
}
