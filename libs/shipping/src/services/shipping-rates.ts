import { Injectable } from '@nestjs/common';
import { ScopedConfig } from '@mercato/store';
import { TaxCalculator } from '@mercato/tax';
import { CARRIER_DEFAULTS, CarrierCode } from '../carriers/defaults';
import { flatrate } from '../carriers/flatrate';
import { freeshipping } from '../carriers/freeshipping';
import { flag, shipsTo } from '../carriers/handling';
import { tablerate } from '../carriers/tablerate';
import { CarrierConfig, CarrierResult, RateRequest, ShippingRate } from '../carriers/types';
import { TablerateTable } from './tablerate-table';
import { roundPrice } from '@mercato/platform';

/**
 * Magento's Shipping::collectRates for the offline carriers: each active carrier that ships to the
 * destination quotes the package; carriers are ordered by `sort_order`, then as Magento collects
 * them (flatrate, tablerate, freeshipping). Prices get the shipping tax of the destination.
 */
@Injectable()
export class ShippingRates {
  constructor(
    private readonly config: ScopedConfig,
    private readonly table: TablerateTable,
    private readonly tax: TaxCalculator,
  ) {}

  async collect(req: RateRequest): Promise<ShippingRate[]> {
    const configs = await this.carrierConfigs(req.storeId, req.websiteId);
    const quoted: { code: CarrierCode; config: CarrierConfig; result: CarrierResult }[] = [];
    for (const [code, config] of configs) {
      if (!flag(config.active)) continue;
      quoted.push({ code, config, result: await this.quote(code, config, req) });
    }
    const rates: ShippingRate[] = [];
    for (const { code, config, result } of quoted) {
      if (!result) continue;
      if ('error' in result) rates.push(errorRate(code, config, result.error));
      else rates.push(await this.rate(code, config, result, req));
    }
    return rates;
  }

  private async quote(code: CarrierCode, config: CarrierConfig, req: RateRequest): Promise<CarrierResult> {
    if (!shipsTo(config, req.destination.country_id)) {
      return flag(config.showmethod) ? { error: config.specificerrmsg ?? '' } : null;
    }
    if (code === 'flatrate') return flatrate(config, req);
    if (code === 'freeshipping') return freeshipping(config, req);
    return tablerate(config, req, (q) => this.table.find(q));
  }

  /** The carriers' `carriers/<code>/*` settings for a store view, by `sort_order`: computed once per configuration version. */
  private carrierConfigs(storeId: number, websiteId: number): Promise<[CarrierCode, CarrierConfig][]> {
    return this.config.derive({ storeId, websiteId }, 'carriers', (config) => {
      const configs = (Object.keys(CARRIER_DEFAULTS) as CarrierCode[]).map((code, position): [CarrierCode, CarrierConfig, number] => {
        const settings: CarrierConfig = {};
        for (const [key, fallback] of Object.entries(CARRIER_DEFAULTS[code]))
          settings[key] = config.get(`carriers/${code}/${key}`, fallback);
        return [code, settings, position];
      });
      const order = (c: CarrierConfig) => Number(c.sort_order ?? 0) || 0;
      return configs.sort((a, b) => order(a[1]) - order(b[1]) || a[2] - b[2]).map(([code, settings]) => [code, settings]);
    });
  }

  private async rate(
    code: CarrierCode,
    config: CarrierConfig,
    method: { method: string; title: string; price: number },
    req: RateRequest,
  ): Promise<ShippingRate> {
    const amount = roundPrice(method.price);
    const taxed = await this.tax.calculate({
      storeId: req.storeId,
      shippingAddress: {
        countryId: req.destination.country_id,
        regionId: req.destination.region_id ?? null,
        postcode: req.destination.postcode ?? null,
      },
      items: [],
      shipping: { amount },
    });
    return {
      carrier_code: code,
      method_code: method.method,
      carrier_title: config.title ?? '',
      method_title: method.title,
      amount,
      base_amount: amount,
      available: true,
      error_message: '',
      price_excl_tax: amount,
      price_incl_tax: taxed.shipping ? taxed.shipping.rowTotalInclTax : amount,
    };
  }
}

/** A carrier that cannot ship here and says so (`showmethod`): Magento's rate error row. */
function errorRate(code: string, config: CarrierConfig, message: string): ShippingRate {
  return {
    carrier_code: code,
    method_code: null,
    carrier_title: config.title ?? '',
    method_title: null,
    amount: 0,
    base_amount: 0,
    available: false,
    error_message: message,
    price_excl_tax: 0,
    price_incl_tax: 0,
  };
}
