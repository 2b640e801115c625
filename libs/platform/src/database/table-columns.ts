import { Injectable, OnModuleInit } from '@nestjs/common';
import { Database } from './database';

/**
 * The column names of the migrated schema's tables, read once at start. Raw saves (Magento's
 * repositories store a record as given) keep only the properties their table has a column for.
 */
@Injectable()
export class TableColumns implements OnModuleInit {
  private readonly byTable = new Map<string, Set<string>>();

  constructor(private readonly ds: Database) {}

  async onModuleInit(): Promise<void> {
    const rows: { table_name: string; column_name: string }[] = await this.ds.query(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()`,
    );
    for (const r of rows) {
      const columns = this.byTable.get(r.table_name) ?? new Set<string>();
      columns.add(r.column_name);
      this.byTable.set(r.table_name, columns);
    }
  }

  of(table: string): Set<string> {
    const columns = this.byTable.get(table);
    if (!columns) throw new Error(`table ${table} is not in the schema`);
    return columns;
  }
}
