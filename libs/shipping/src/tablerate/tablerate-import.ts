import { Injectable } from '@nestjs/common';
import { Database, LocalizedException, NoSuchEntityException } from '@mercato/platform';
import { TABLERATE_CONDITIONS } from '../carriers/tablerate';
import { TablerateRow, TablerateTable } from '../services/tablerate-table';
import { parseCsv } from './csv';

/** The condition column's name in Magento's file and messages. */
const CONDITION_TITLES: Record<string, string> = {
  package_weight: 'Weight (and above)',
  package_value_with_discount: 'Order Subtotal (and above)',
  package_qty: '# of Items (and above)',
};

/**
 * Magento's table-rate import (OfflineShipping Import + RowParser): a CSV of Country, Region/State,
 * Zip/Postal Code, condition value and Shipping Price after a header row. Countries by ISO-2 or
 * ISO-3 code, regions by code within the country, `*` or empty for any; every row is checked
 * before anything is written and all errors are reported together; then the website's rows for
 * the condition are replaced.
 */
@Injectable()
export class TablerateImport {
  constructor(
    private readonly ds: Database,
    private readonly table: TablerateTable,
  ) {}

  async import(websiteCode: string, condition: string, csv: string): Promise<number> {
    const [website]: { website_id: number }[] = await this.ds.query(`SELECT website_id FROM store_website WHERE code = $1`, [websiteCode]);
    if (!website)
      throw new NoSuchEntityException(`The website with code %1 that was requested wasn't found. Verify the website and try again.`, [
        websiteCode,
      ]);
    if (!(TABLERATE_CONDITIONS as readonly string[]).includes(condition)) {
      throw new LocalizedException('The "%1: %2" code type for Table Rate is incorrect. Verify the type and try again.', [
        'condition_name',
        condition,
      ]);
    }
    const rows = await this.parse(condition, csv);
    return this.table.replace(website.website_id, condition, rows);
  }

  private async parse(condition: string, csv: string): Promise<TablerateRow[]> {
    const countries = new Map<string, string>();
    for (const c of await this.ds.query<{ country_id: string; iso2_code: string | null; iso3_code: string | null }[]>(
      `SELECT country_id, iso2_code, iso3_code FROM directory_country`,
    )) {
      if (c.iso2_code) countries.set(c.iso2_code.toUpperCase(), c.country_id);
      if (c.iso3_code) countries.set(c.iso3_code.toUpperCase(), c.country_id);
    }
    const regions = new Map<string, number>();
    for (const r of await this.ds.query<{ region_id: number; country_id: string; code: string }[]>(
      `SELECT region_id, country_id, code FROM directory_country_region WHERE code IS NOT NULL`,
    )) {
      regions.set(`${r.country_id}|${r.code.toUpperCase()}`, r.region_id);
    }
    const errors: string[] = [];
    const rows: TablerateRow[] = [];
    const seen = new Map<string, number>();
    const lines = parseCsv(csv);
    // Row numbers count the header as row 1, as Magento's messages do.
    lines.slice(1).forEach((cells, index) => {
      const rowNumber = index + 2;
      if (cells.every((c) => c.trim() === '')) return;
      if (cells.length < 5) {
        errors.push(`The Table Rates File Format is incorrect in row number "${rowNumber}". Verify the format and try again.`);
        return;
      }
      const [countryCell, regionCell, zipCell, valueCell, priceCell] = cells.map((c) => c.trim());
      const country = countryCell === '*' || countryCell === '' ? '0' : countries.get(countryCell.toUpperCase());
      if (country === undefined) {
        errors.push(`The "${countryCell}" country in row number "${rowNumber}" is incorrect. Verify the country and try again.`);
        return;
      }
      const region = regionCell === '*' || regionCell === '' ? 0 : regions.get(`${country}|${regionCell.toUpperCase()}`);
      if (region === undefined) {
        errors.push(
          `The "${regionCell}" region or state in row number "${rowNumber}" is incorrect. Verify the region or state and try again.`,
        );
        return;
      }
      const zip = zipCell === '' ? '*' : zipCell;
      const value = decimal(valueCell);
      if (value === null) {
        errors.push(`Please correct ${CONDITION_TITLES[condition]} "${valueCell}" in the Row #${rowNumber}.`);
        return;
      }
      const price = decimal(priceCell);
      if (price === null) {
        errors.push(
          `The "${priceCell}" shipping price in row number "${rowNumber}" is incorrect. Verify the shipping price and try again.`,
        );
        return;
      }
      const key = [country, region, zip, value].join('|');
      const first = seen.get(key);
      if (first !== undefined) {
        errors.push(`Duplicate Row #${rowNumber} (duplicates row #${first})`);
        return;
      }
      seen.set(key, rowNumber);
      rows.push({ dest_country_id: country, dest_region_id: region, dest_zip: zip, condition_value: value, price });
    });
    if (errors.length) throw new LocalizedException(`We couldn't import this file because of these errors: %1`, [errors.join(' \n')]);
    return rows;
  }
}

/** Magento's _parseDecimalValue: a non-negative number, else rejected. */
function decimal(text: string): number | null {
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text)) return null;
  return Number(text);
}
