import { Injectable } from '@nestjs/common';
import { CustomerGroups } from '@mercato/customer';
import { roundPrice, ScopeConfig } from '@mercato/platform';
import { ItemTaxCalculator } from './item-tax-calculator';
import { calculationProcess, RateGroup, totalRate } from './rate-process';
import { TaxRateLookup } from './rate-lookup';
import { TaxSettings, TaxSettingsReader } from './tax-settings';
import { AppliedTax, TaxableItem, TaxAddress, TaxCalculationRequest, TaxCalculationResult, TaxedItem } from './types';

interface Destination {
  countryId: string | null;
  regionId: number;
  postcode: string | null;
}

/** Who is taxed and where, without the amounts: what the rates depend on. */
export interface TaxContext {
  /** Store view whose rate titles name the applied rates. */
  storeId: number;
  shippingAddress?: TaxAddress | null;
  billingAddress?: TaxAddress | null;
  /** The customer's tax class (its group's); when absent, the NOT LOGGED IN group's. */
  customerTaxClassId?: number | null;
  /** The product tax classes that will be taxed (shipping's is added from the settings). */
  productClassIds: (number | null)[];
}

interface ClassRates {
  rate: number;
  groups: RateGroup[];
}

const NO_RATES: ClassRates = { rate: 0, groups: [] };

/**
 * Tax for a cart (Magento's TaxCalculation service under the configured settings: prices including
 * or excluding tax, the unit, row or total algorithm, tax before or after discount, cross-border
 * trade). The destination is the address named by `tax/calculation/based_on`, falling back to the
 * other address, then to the default tax destination (`tax/defaults/*`); `origin` is the store's
 * shipping origin. A price including tax includes the rate of that origin for the default customer
 * class (the "store rate"), which is taken out when the customer's rate differs.
 */
@Injectable()
export class TaxCalculator {
  constructor(
    private readonly config: ScopeConfig,
    private readonly rates: TaxRateLookup,
    private readonly settings: TaxSettingsReader,
    private readonly groups: CustomerGroups,
  ) {}

  async calculate(req: TaxCalculationRequest): Promise<TaxCalculationResult> {
    const cart = await this.forCart({ ...req, productClassIds: req.items.map((i) => i.taxClassId) });
    return cart.calculate(req.items, req.shipping ?? null);
  }

  /** The rates of a cart's destination and store origin, looked up once for any number of calculations. */
  async forCart(ctx: TaxContext): Promise<CartTax> {
    const settings = await this.settings.read();
    const destination = await this.destination(settings.basedOn, ctx.shippingAddress ?? null, ctx.billingAddress ?? null);
    const customerClassId = ctx.customerTaxClassId ?? (await this.groupTaxClass(0));
    // Magento gives no rate without a country, a customer class or a product class.
    const classIds = [...new Set([...ctx.productClassIds, settings.shippingTaxClassId].filter((id): id is number => !!id))];
    const customerRates =
      destination.countryId && customerClassId ? await this.ratesFor(ctx.storeId, destination, customerClassId, classIds) : new Map();
    let storeRates = new Map<number, ClassRates>();
    if ((settings.priceIncludesTax || settings.shippingIncludesTax) && !settings.crossBorderTrade) {
      const storeClassId = await this.groupTaxClass(await this.config.getInt('customer/create_account/default_group', 1));
      if (storeClassId) storeRates = await this.ratesFor(ctx.storeId, await this.origin(), storeClassId, classIds);
    }
    return new CartTax(settings, customerRates, storeRates);
  }

  private async ratesFor(
    storeId: number,
    where: Destination,
    customerClassId: number,
    classIds: number[],
  ): Promise<Map<number, ClassRates>> {
    if (!where.countryId || !classIds.length) return new Map();
    const byClass = await this.rates.find({
      storeId,
      countryId: where.countryId,
      regionId: where.regionId,
      postcode: where.postcode,
      customerClassId,
      productClassIds: classIds,
    });
    return new Map([...byClass].map(([classId, matched]) => [classId, { rate: totalRate(matched), groups: calculationProcess(matched) }]));
  }

  /** Calculation::getRateRequest for a guest: the based-on address, else the other one, else the defaults. */
  private async destination(basedOn: string, shipping: TaxAddress | null, billing: TaxAddress | null): Promise<Destination> {
    if (basedOn === 'origin') return this.origin();
    let address: TaxAddress | null = null;
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
    return {
      countryId: address.countryId ? address.countryId.toUpperCase() : null,
      regionId: address.regionId ?? 0,
      postcode: address.postcode ?? null,
    };
  }

  /** Calculation::getRateOriginRequest: the store's shipping origin. */
  private async origin(): Promise<Destination> {
    return {
      countryId: await this.config.get('shipping/origin/country_id', 'US'),
      regionId: await this.config.getInt('shipping/origin/region_id', 12),
      postcode: await this.config.get('shipping/origin/postcode', '90034'),
    };
  }

  /** A customer group's tax class (group 0, NOT LOGGED IN, for a request without a customer class). */
  private async groupTaxClass(groupId: number): Promise<number | null> {
    return (await this.groups.taxClassIds([groupId])).get(groupId) ?? null;
  }
}

/** One cart's rates and settings: computes its tax for given amounts, without touching the database. */
export class CartTax {
  constructor(
    readonly settings: TaxSettings,
    private readonly customerRates: Map<number, ClassRates>,
    private readonly storeRates: Map<number, ClassRates>,
  ) {}

  /** TaxCalculation::calculateTax: items in order, then shipping, sharing one set of rounding remainders. */
  calculate(items: TaxableItem[], shipping: TaxCalculationRequest['shipping'] | null): TaxCalculationResult {
    const calculator = new ItemTaxCalculator(this.settings);
    const ratesOf = (classId: number | null) => {
      const customer = (classId && this.customerRates.get(classId)) || NO_RATES;
      return { rate: customer.rate, groups: customer.groups, storeRate: ((classId && this.storeRates.get(classId)) || NO_RATES).rate };
    };
    const taxed = items.map((item) => calculator.calculate({ ...item, ...ratesOf(item.taxClassId) }));
    const shippingTaxed = shipping
      ? calculator.calculate({
          code: 'shipping',
          unitPrice: shipping.amount,
          quantity: 1,
          discountAmount: shipping.discountAmount,
          taxIncluded: shipping.taxIncluded,
          ...ratesOf(this.settings.shippingTaxClassId),
        })
      : null;
    return summarize(taxed, shippingTaxed);
  }
}

/** TaxCalculation::aggregateItemData over items and shipping, amounts rounded to cents at the end. */
function summarize(items: TaxedItem[], shipping: TaxedItem | null): TaxCalculationResult {
  const applied = new Map<string, AppliedTax>();
  let subtotal = 0;
  let subtotalInclTax = 0;
  let compensation = 0;
  let taxAmount = 0;
  for (const item of shipping ? [...items, shipping] : items) {
    if (item !== shipping) {
      subtotal += item.rowTotal;
      subtotalInclTax += item.rowTotalInclTax;
      compensation += item.discountTaxCompensation;
    }
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
    subtotalInclTax: amount(subtotalInclTax),
    discountTaxCompensation: roundPrice(compensation),
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
    price: amount(item.price),
    priceInclTax: amount(item.priceInclTax),
    rowTax: roundPrice(item.rowTax),
    discountTaxCompensation: roundPrice(item.discountTaxCompensation),
    appliedTaxes: item.appliedTaxes.map((t) => ({ ...t, amount: roundPrice(t.amount) })),
  };
}

function amount(value: number): number {
  return Number(value.toFixed(4));
}
