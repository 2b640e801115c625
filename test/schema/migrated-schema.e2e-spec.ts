import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { templateCopy } from '../support/template-database';
import { readSchema, schemaDifferences, SchemaDump } from './read-schema';

/** The schema the migrations make, committed; `npm run schema:dump` writes it again. */
const DUMP = join(__dirname, 'schema.json');

describe('database schema', () => {
  it('migrating an empty database makes the committed schema (test/schema/schema.json)', async () => {
    const database = await templateCopy('schema');
    const db = new Client({ connectionString: database.url });
    let migrated: SchemaDump;
    try {
      await db.connect();
      migrated = await readSchema(db);
    } finally {
      await db.end();
      await database.drop();
    }
    if (process.env.MERCATO_SCHEMA_DUMP === 'write') {
      writeFileSync(DUMP, JSON.stringify(migrated, null, 2) + '\n');
      return;
    }
    const differences = schemaDifferences(JSON.parse(readFileSync(DUMP, 'utf8')), migrated);
    if (differences.length) {
      throw new Error(
        `The migrated schema differs from test/schema/schema.json in ${differences.length} object(s):\n  ${differences.join('\n  ')}\n` +
          'If a migration changes the schema on purpose, run `npm run schema:dump` and commit test/schema/schema.json.',
      );
    }
  });
});
