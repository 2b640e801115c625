import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';

/** Magento's FlagManager: a named JSON document per code in the `flag` table. */
@Injectable()
export class FlagManager {
  constructor(private readonly ds: Database) {}

  async getFlagData<T>(code: string): Promise<T | null> {
    const [row]: { flag_data: string | null }[] = await this.ds.query(`SELECT flag_data FROM flag WHERE flag_code = $1`, [code]);
    return row?.flag_data ? (JSON.parse(row.flag_data) as T) : null;
  }

  async saveFlag(code: string, data: unknown): Promise<void> {
    await this.ds.query(
      `INSERT INTO flag (flag_code, flag_data) VALUES ($1, $2)
       ON CONFLICT (flag_code) DO UPDATE SET flag_data = EXCLUDED.flag_data, last_update = now()`,
      [code, JSON.stringify(data)],
    );
  }
}
