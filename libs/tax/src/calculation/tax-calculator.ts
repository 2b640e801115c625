import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ScopeConfig } from '@mercato/platform';
import { calculationProcess, RateGroup, totalRate } from './rate-process';
import { TaxRateLookup } from './rate-lookup';
import { roundPrice } from './rounding';
import { TotalBaseCalculator } from './total-base-calculator';
import { AppliedTax, TaxAddress, TaxCalculationRequest, TaxCalculationResult, TaxedItem } from './types';

interface Destination {
  countryId: string | null;
  regionId: number;
  postcode: string | null;
}

/**
 * Tax for a cart (Magento's TaxCalculation service with the default configuration: prices
 * exclude tax, TOTAL_BASE_CALCULATION, tax after discount). The destination is the shipping
 * address (`tax/calculation/based_on`), falling back to the other address, then to the default
 * tax destination (`tax/defaults/*`). Items are taxed in order, shipping last, sharing one
 * rounding remainder per rate group; amounts are in cents.
 */
@Injectable()
export class TaxCalculator {
  constructor(
    private readonly ds: DataSource,
    private readonly config: ScopeConfig,
    private readonly rates: TaxRateLookup,
  ) {}

  async calculate(req: TaxCalculationRequest): Promise<TaxCalculationResult> {
    const destination = await this.destination(req.shippingAddress ?? null, req.billingAddress ?? null);
    const customerClassId = req.customerTaxClassId ?? (await this.guestTaxClass());
    const shippingClassId = req.shipping ? await this.config.getInt('tax/classes/shipping_tax_class', 0) : 0;
    const applyAfterDiscount = await this.config.getFlag('tax/calculation/apply_after_discount', true);

    // Magento gives no rate without a country, a customer class or a product class.
    const classIds = [...new Set([...req.items.map((i) => i.taxClassId), shippingClassId].filter((id): id is number => !!id))];
    const byClass =
      destination.countryId && customerClassId
        ? await this.rates.find({
            storeId: req.storeId,
            countryId: destination.countryId,
            regionId: destination.regionId,
            postcode: destination.postcode,
            customerClassId,
            productClassIds: classIds,
          })
        : new Map();
    const ratesOf = (classId: number | null) => {
      const matched = (classId && byClass.get(classId)) || [];
      return { rate: totalRate(matched), groups: calculationProcess(matched) as RateGroup[] };
    };

    const calculator = new TotalBaseCalculator(applyAfterDiscount);
    const items = req.items.map((item) => calculator.calculate({ ...item, ...ratesOf(item.taxClassId) }));
    const shipping = req.shipping
      ? calculator.calculate({ code: 'shipping', unitPrice: req.shipping.amount, quantity: 1, discountAmount: req.shipping.discountAmount, ...ratesOf(shippingClassId) })
      : null;
    return summarize(items, shipping);
  }

  /** Calculation::getRateRequest for a guest: the based-on address, else the other one, else the defaults. */
  private async destination(shipping: TaxAddress | null, billing: TaxAddress | null): Promise<Destination> {
    const basedOn = await this.config.get('tax/calculation/based_on', 'shipping');
    let address: TaxAddress | null = null;
    if (basedOn === 'origin') {
      return {
        countryId: await this.config.get('shipping/origin/country_id', 'US'),
        regionId: await this.config.getInt('shipping/origin/region_id', 12),
        postcode: await this.config.get('shipping/origin/postcode', '90034'),
      };
    }
    const [first, second] = basedOn === 'billing' ? [billing, shipping] : [shipping, billing];
    if (first?.countryId) address = first;
    else if (second?.countryId) address = second;
    if (!address) {
      address = {
        countryId: await this.config.get('tax/defaults/country', 'US'),
        regionId: await this.config.getInt('tax/defaults/region', 0),
        postcode: await this.config.get('tax/defaults/postcode', null),
      };
    }
    return { countryId: address.countryId ? address.countryId.toUpperCase() : null, regionId: address.regionId ?? 0, postcode: address.postcode ?? null };
  }

  /** The NOT LOGGED IN group's tax class (Magento's default for a request without a customer class). */
  private async guestTaxClass(): Promise<number | null> {
    const [row] = await this.ds.query(`SELECT tax_class_id FROM customer_group WHERE customer_group_id = 0`);
    return row ? row.tax_class_id : null;
  }
}

/** TaxCalculation::aggregateItemData over items and shipping, amounts rounded to cents at the end. */
function summarize(items: TaxedItem[], shipping: TaxedItem | null): TaxCalculationResult {
  const applied = new Map<string, AppliedTax>();
  let subtotal = 0;
  let taxAmount = 0;
  for (const item of shipping ? [...items, shipping] : items) {
    if (item !== shipping) subtotal += item.rowTotal;
    taxAmount += item.rowTax;
    for (const tax of item.appliedTaxes) {
      const seen = applied.get(tax.taxRateKey);
      if (seen) seen.amount += tax.amount;
      else applied.set(tax.taxRateKey, { ...tax, rates: tax.rates.map((r) => ({ ...r })) });
    }
  }
  return {
    items: items.map(tidy),
    shipping: shipping ? tidy(shipping) : null,
    subtotal: amount(subtotal),
    taxAmount: roundPrice(taxAmount),
    shippingTaxAmount: shipping ? roundPrice(shipping.rowTax) : 0,
    appliedTaxes: [...applied.values()].map((t) => ({ ...t, amount: roundPrice(t.amount) })),
  };
}

/** Sums of cent amounts lose their float noise; row totals keep Magento's four decimals. */
function tidy(item: TaxedItem): TaxedItem {
  return {
    ...item,
    rowTotal: amount(item.rowTotal),
    rowTotalInclTax: amount(item.rowTotalInclTax),
    rowTax: roundPrice(item.rowTax),
    appliedTaxes: item.appliedTaxes.map((t) => ({ ...t, amount: roundPrice(t.amount) })),
  };
}

function amount(value: number): number {
  return Number(value.toFixed(4));
}
