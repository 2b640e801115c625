import { Injectable } from '@nestjs/common';
import { Database, NoSuchEntityException, textArray } from '@mercato/platform';

export interface LatLng {
  lat: number;
  lng: number;
}

/** An address as source selection reads it (Magento InventorySourceSelectionApi AddressInterface). */
export interface GeoAddress {
  country?: string | null;
  postcode?: string | null;
  street?: string | null;
  region?: string | null;
  city?: string | null;
}

export interface GeonameRow {
  country_code: string;
  postcode: string;
  city: string;
  region: string | null;
  province: string | null;
  latitude: number;
  longitude: number;
}

const BATCH = 5000;

/**
 * The offline geocoder (Magento's `offline` distance provider): addresses are found in the
 * `inventory_geoname` table by country and postcode, then by city prefix, then by region, and the
 * table is filled by an import of postcode data (no outside service is called at run time).
 */
@Injectable()
export class Geonames {
  constructor(private readonly ds: Database) {}

  /** Every match of the first rule that finds any (postcode: the first row only, as Magento). */
  async find(address: GeoAddress): Promise<LatLng[]> {
    const country = address.country ?? '';
    const rules: [string, unknown[]][] = [[`postcode = $2 LIMIT 1`, [address.postcode ?? '']]];
    if (address.city) rules.push([`city LIKE $2 || '%'`, [address.city.replace(/[\\%_]/g, '\\$&')]]);
    rules.push([`region = $2`, [address.region ?? '']]);
    for (const [where, params] of rules) {
      const rows: { latitude: string; longitude: string }[] = await this.ds.query(
        `SELECT latitude, longitude FROM inventory_geoname WHERE country_code = $1 AND ${where}`,
        [country, ...params],
      );
      if (rows.length) return rows.map((r) => ({ lat: Number(r.latitude), lng: Number(r.longitude) }));
    }
    throw new NoSuchEntityException('Unknown geoname for %1', [addressText(address)]);
  }

  /**
   * Replaces the geonames of every country present in `rows` (Magento UpdateGeoNames), in batches
   * of set-based inserts, in one transaction. Returns the number of rows loaded.
   */
  async replace(rows: GeonameRow[]): Promise<number> {
    const countries = [...new Set(rows.map((r) => r.country_code))];
    await this.ds.transaction(async () => {
      await this.ds.query(`DELETE FROM inventory_geoname WHERE country_code = ANY($1::text[])`, [textArray(countries)]);
      for (let i = 0; i < rows.length; i += BATCH) {
        const part = rows.slice(i, i + BATCH);
        await this.ds.query(
          `INSERT INTO inventory_geoname (country_code, postcode, city, region, province, latitude, longitude)
           SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::numeric[])`,
          [
            textArray(part.map((r) => r.country_code)),
            textArray(part.map((r) => r.postcode)),
            textArray(part.map((r) => r.city)),
            textArray(part.map((r) => r.region)),
            textArray(part.map((r) => r.province)),
            `{${part.map((r) => r.latitude).join(',')}}`,
            `{${part.map((r) => r.longitude).join(',')}}`,
          ],
        );
      }
    });
    return rows.length;
  }
}

/** Magento AddressToString: street, postcode, city, region, country joined by spaces. */
export function addressText(a: GeoAddress): string {
  return [a.street ?? '', a.postcode ?? '', a.city ?? '', a.region ?? '', a.country ?? ''].join(' ');
}

/**
 * Reads postcode data: the geonames.org postal-code dump (tab-separated: country, postal code,
 * place, admin1 name, admin1 code, admin2 name, admin2 code, admin3 name, admin3 code, latitude,
 * longitude, accuracy) or a CSV with a header naming country_code, postcode, city, region,
 * province, latitude, longitude. Lines that cannot be read are reported with their number.
 */
export function parseGeonames(text: string): GeonameRow[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (!lines.length) return [];
  const rows: GeonameRow[] = [];
  const tabbed = lines[0].includes('\t');
  let columns: string[] | null = null;
  lines.forEach((line, index) => {
    const cells = tabbed ? line.split('\t') : splitCsv(line);
    if (!tabbed && columns === null) {
      columns = cells.map((c) => c.trim().toLowerCase());
      for (const need of ['country_code', 'postcode', 'city', 'latitude', 'longitude']) {
        if (!columns.includes(need)) throw new Error(`geonames CSV: the header lacks "${need}"`);
      }
      return;
    }
    const get = (name: string, tabIndex: number) => (tabbed ? cells[tabIndex] : cells[columns!.indexOf(name)])?.trim() ?? '';
    const row: GeonameRow = {
      country_code: get('country_code', 0).toUpperCase(),
      postcode: get('postcode', 1),
      city: get('city', 2),
      region: get('region', 3) || null,
      province: get('province', 4) || null,
      latitude: Number(get('latitude', 9)),
      longitude: Number(get('longitude', 10)),
    };
    const valid =
      /^[A-Z]{2}$/.test(row.country_code) &&
      row.postcode !== '' &&
      row.city !== '' &&
      Number.isFinite(row.latitude) &&
      Math.abs(row.latitude) <= 90 &&
      Number.isFinite(row.longitude) &&
      Math.abs(row.longitude) <= 180;
    if (!valid) throw new Error(`geonames: line ${index + 1} cannot be read: ${line}`);
    rows.push(row);
  });
  return rows;
}

function splitCsv(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(cell);
      cell = '';
    } else cell += ch;
  }
  out.push(cell);
  return out;
}
