import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Magento_MediaStorage's `media_storage_file_storage`: the files of FILE_STORAGE=database. Magento's
 * columns (its directory_id link to a directory table is left out: directories exist only as the
 * files' paths here). The content is stored uncompressed: images and archives are compressed already.
 */
export class MediaStorage1763800000490 implements MigrationInterface {
  name = 'MediaStorage1763800000490';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "media_storage_file_storage" ("file_id" SERIAL NOT NULL, "content" bytea NOT NULL,
         "upload_time" timestamp NOT NULL DEFAULT now(), "filename" character varying(255) NOT NULL,
         "directory" character varying(255) NOT NULL DEFAULT '',
         CONSTRAINT "MEDIA_STORAGE_FILE_STORAGE_PK" PRIMARY KEY ("file_id"),
         CONSTRAINT "MEDIA_STORAGE_FILE_STORAGE_FILENAME_DIRECTORY" UNIQUE ("filename", "directory"))`,
    );
    await q.query(`ALTER TABLE "media_storage_file_storage" ALTER COLUMN "content" SET STORAGE EXTERNAL`);
    await q.query(`CREATE INDEX "MEDIA_STORAGE_FILE_STORAGE_DIRECTORY" ON "media_storage_file_storage" ("directory" text_pattern_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "media_storage_file_storage"`);
  }
}
