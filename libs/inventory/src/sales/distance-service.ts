import { Injectable } from '@nestjs/common';
import { GeoAddress, Geonames, LatLng } from './geonames';

/** Mean Earth radius in metres: distances are great-circle metres, as Magento's offline provider. */
const EARTH_RADIUS_M = 6371000;

/** Magento InventoryDistanceBasedSourceSelection with the offline provider (no outside service). */
@Injectable()
export class DistanceService {
  constructor(private readonly geonames: Geonames) {}

  providerCode(): string {
    return 'offline';
  }

  /** Haversine distance between two points, in metres. */
  distance(source: LatLng, destination: LatLng): number {
    const rad = (d: number) => (d * Math.PI) / 180;
    const dLat = rad(destination.lat - source.lat);
    const dLng = rad(destination.lng - source.lng);
    const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(source.lat)) * Math.cos(rad(destination.lat)) * Math.sin(dLng / 2) ** 2;
    return 2 * Math.asin(Math.sqrt(h)) * EARTH_RADIUS_M;
  }

  async latLngFromAddress(address: GeoAddress): Promise<LatLng> {
    return (await this.geonames.find(address))[0];
  }

  latsLngsFromAddress(address: GeoAddress): Promise<LatLng[]> {
    return this.geonames.find(address);
  }
}
