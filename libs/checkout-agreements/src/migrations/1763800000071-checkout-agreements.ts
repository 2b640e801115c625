import { MigrationInterface, QueryRunner } from 'typeorm';

export class CheckoutAgreements1763800000071 implements MigrationInterface {
  name = 'CheckoutAgreements1763800000071';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "checkout_agreement" ("agreement_id" SERIAL NOT NULL, "name" character varying(255), "content" text,
         "content_height" character varying(25), "checkbox_text" text, "is_active" smallint NOT NULL DEFAULT '0',
         "is_html" smallint NOT NULL DEFAULT '0', "mode" smallint NOT NULL DEFAULT '0',
         CONSTRAINT "PK_9faba80dbd729205b697d776c65" PRIMARY KEY ("agreement_id"))`,
    );
    await q.query(
      `CREATE TABLE "checkout_agreement_store" ("agreement_id" integer NOT NULL, "store_id" integer NOT NULL,
         CONSTRAINT "PK_5f1f0e7dbe814368795898c6f18" PRIMARY KEY ("agreement_id", "store_id"))`,
    );
    await q.query(
      `ALTER TABLE "checkout_agreement_store" ADD CONSTRAINT "FK_f2d167a282c410dcb9135c3cde3" FOREIGN KEY ("agreement_id")
       REFERENCES "checkout_agreement"("agreement_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "checkout_agreement_store"`);
    await q.query(`DROP TABLE IF EXISTS "checkout_agreement"`);
  }
}
