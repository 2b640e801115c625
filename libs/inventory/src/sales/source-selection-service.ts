import { Injectable } from '@nestjs/common';
import { Database, InputException, LocalizedException, textArray } from '@mercato/platform';
import { DistanceService } from './distance-service';
import { GeoAddress, Geonames, LatLng } from './geonames';

export interface InventoryRequestItem {
  sku: string;
  qty: number;
}

export interface SourceSelectionItem {
  source_code: string;
  sku: string;
  qty_to_deduct: number;
  qty_available: number;
}

export interface SourceSelectionResult {
  source_selection_items: SourceSelectionItem[];
  shippable: boolean;
}

export const ALGORITHMS = [
  {
    code: 'priority',
    title: 'Source Priority',
    description: 'Algorithm which provides Source Selections based on predefined priority of Source',
  },
  {
    code: 'distance',
    title: 'Distance Priority',
    description: 'Algorithm which provides Source Selections based on shipping address distance from the source',
  },
];

interface CandidateSource {
  source_code: string;
  latitude: string | null;
  longitude: string | null;
  country_id: string | null;
  postcode: string | null;
  city: string | null;
  region: string | null;
  street: string | null;
}

const PRECISION = 1e4;
const round = (n: number) => Math.round(n * PRECISION) / PRECISION;

/**
 * Which sources to ship from (Magento InventorySourceSelection): the stock's enabled sources in
 * link-priority order, or by distance to the destination; then, per requested SKU, each in-stock
 * source item in that order gives what it has until the request is covered.
 */
@Injectable()
export class SourceSelectionService {
  constructor(
    private readonly ds: Database,
    private readonly distances: DistanceService,
    private readonly geonames: Geonames,
  ) {}

  algorithms() {
    return ALGORITHMS;
  }

  async select(
    stockId: number,
    items: InventoryRequestItem[],
    algorithmCode = 'priority',
    destination?: GeoAddress | null,
  ): Promise<SourceSelectionResult> {
    if (!ALGORITHMS.some((a) => a.code === algorithmCode)) {
      throw new InputException('There is no such Source Selection Algorithm implemented: %1', [algorithmCode]);
    }
    let sources: CandidateSource[] = await this.ds.query(
      `SELECT s.source_code, s.latitude, s.longitude, s.country_id, s.postcode, s.city, s.region, s.street
       FROM inventory_source_stock_link l JOIN inventory_source s ON s.source_code = l.source_code
       WHERE l.stock_id = $1 AND s.enabled ORDER BY l.priority, l.link_id`,
      [stockId],
    );
    if (algorithmCode === 'distance') {
      if (!destination || !destination.country) throw new LocalizedException('No destination address was provided in the request');
      sources = await this.byDistance(sources, destination);
    }
    return this.allocate(
      sources.map((s) => s.source_code),
      items,
    );
  }

  /** Magento GetDefaultSortedSourcesResult, over one read of the source items involved. */
  private async allocate(sourceCodes: string[], items: InventoryRequestItem[]): Promise<SourceSelectionResult> {
    const rows: { source_code: string; sku: string; quantity: string }[] = sourceCodes.length
      ? await this.ds.query(
          `SELECT source_code, sku, quantity FROM inventory_source_item
           WHERE source_code = ANY($1::text[]) AND lower(sku) = ANY($2::text[]) AND status = 1`,
          [textArray(sourceCodes), textArray(items.map((i) => i.sku.toLowerCase()))],
        )
      : [];
    const available = new Map(rows.map((r) => [`${r.source_code}\u0000${r.sku.toLowerCase()}`, Number(r.quantity)]));
    const selection: SourceSelectionItem[] = [];
    let shippable = true;
    for (const item of items) {
      let remaining = item.qty;
      for (const code of sourceCodes) {
        const qty = available.get(`${code}\u0000${item.sku.toLowerCase()}`);
        if (qty === undefined) continue;
        const deduct = round(Math.min(Math.max(qty, 0), remaining));
        remaining = round(remaining - deduct);
        selection.push({ source_code: code, sku: item.sku, qty_to_deduct: deduct, qty_available: qty });
      }
      if (remaining > 0) shippable = false;
    }
    return { source_selection_items: selection, shippable };
  }

  /** Nearest first; sources whose distance cannot be computed keep their priority order, last. */
  private async byDistance(sources: CandidateSource[], destination: GeoAddress): Promise<CandidateSource[]> {
    const targets = await this.geonames.find(destination).catch(() => null);
    if (!targets) return sources;
    const measured: { source: CandidateSource; distance: number }[] = [];
    const unknown: CandidateSource[] = [];
    for (const source of sources) {
      const from = await this.locate(source);
      if (!from) unknown.push(source);
      else measured.push({ source, distance: Math.min(...targets.map((t) => this.distances.distance(from, t))) });
    }
    measured.sort((a, b) => a.distance - b.distance);
    return [...measured.map((m) => m.source), ...unknown];
  }

  /** The source's own coordinates, or those of its address (Magento GetLatLngFromSource). */
  private async locate(source: CandidateSource): Promise<LatLng | null> {
    // As Magento, 0 means unset: such a source is located by its address.
    if (Number(source.latitude) && Number(source.longitude)) return { lat: Number(source.latitude), lng: Number(source.longitude) };
    const found = await this.geonames
      .find({ country: source.country_id, postcode: source.postcode, city: source.city, region: source.region, street: source.street })
      .catch(() => null);
    return found ? found[0] : null;
  }
}
