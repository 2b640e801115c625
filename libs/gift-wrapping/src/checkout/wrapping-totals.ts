import { Injectable } from '@nestjs/common';
import { CustomerGroups } from '@mercato/customer';
import { CheckoutCartData, TotalsAdjustment, TotalsPart, TotalsParts } from '@mercato/quote';
import { TaxCalculator } from '@mercato/tax';
import { WrappingRows } from '../services/wrapping-rows';
import { GiftOptionsSettings } from './gift-options-config';
import { chargeOf, segmentExtension, WrappedLine, WrappingAmounts } from './wrapping-amounts';
import { choiceFrom, choiceOf, WrappingChoices } from './wrapping-choices';
import { Extends, roundPrice } from '@mercato/platform';

/** Magento's quote total code, also the segment's. */
export const GIFT_WRAPPING = 'giftwrapping';

/**
 * Magento's `giftwrapping` quote total (Model\Total\Quote\Giftwrapping with its tax collectors) as
 * a TotalsPart: the order's wrapping, each wrapped line's wrapping × its qty, and the printed card
 * (`sales/gift_options/printed_card_price`), a charge on the grand total. Only carts that ship:
 * Magento collects it on the shipping address. The wrapping's current price is charged, as Magento
 * loads it on every collect. Taxed with `tax/classes/wrapping_tax_class` (0, the default: not taxed).
 *
 * The segment is titled `Gift Wrapping`, its value null as Magento answers it (the amounts are in
 * its extension attributes, as strings). Shown once a gift option is chosen.
 */
@Injectable()
export class WrappingTotals {
  constructor(
    private readonly choices: WrappingChoices,
    private readonly settings: GiftOptionsSettings,
    private readonly rows: WrappingRows,
    private readonly taxes: TaxCalculator,
    private readonly groups: CustomerGroups,
  ) {}

  @Extends(TotalsParts)
  totalsPart(): TotalsPart {
    return { code: GIFT_WRAPPING, kind: 'charge', sortOrder: 190, cartColumn: choiceOf, collect: (cart) => this.collect(cart) };
  }

  async collect(cart: CheckoutCartData): Promise<TotalsAdjustment | null> {
    if (!cart.items.some((i) => !i.is_virtual)) return null;
    const read = cart.also?.get(GIFT_WRAPPING);
    const choice = read !== undefined ? choiceFrom(read) : await this.choices.of(cart.quote.entity_id);
    const wrapped = cart.items.filter((i) => !i.is_virtual && choice.items.has(i.item_id));
    if (choice.gwId === null && !wrapped.length && choice.allowGiftReceipt === null && choice.addCard === null) return null;

    const config = await this.settings.of({ storeId: cart.quote.store_id, websiteId: cart.quote.website_id });
    const ids = [...new Set([choice.gwId, ...wrapped.map((i) => choice.items.get(i.item_id)!)].filter((id): id is number => id !== null))];
    const price = new Map((await this.rows.load(ids)).map((w) => [w.wrapping_id, Number(w.base_price)]));
    const lines: WrappedLine[] = wrapped.map((i) => {
      const gwId = choice.items.get(i.item_id)!;
      return { quoteItemId: i.item_id, gwId, qty: i.qty, price: price.get(gwId) ?? 0, tax: 0 };
    });
    const amounts: WrappingAmounts = {
      gwId: choice.gwId,
      allowGiftReceipt: choice.allowGiftReceipt,
      addCard: choice.addCard,
      price: choice.gwId === null ? 0 : (price.get(choice.gwId) ?? 0),
      tax: 0,
      itemsPrice: roundPrice(lines.reduce((s, l) => s + l.price * l.qty, 0)),
      itemsTax: 0,
      cardPrice: choice.addCard ? config.printedCardPrice : 0,
      cardTax: 0,
      items: lines,
    };
    if (config.wrappingTaxClassId) await this.tax(cart, config.wrappingTaxClassId, amounts);
    return {
      code: GIFT_WRAPPING,
      amount: chargeOf(amounts),
      title: 'Gift Wrapping',
      segmentValue: null,
      segmentExtension: segmentExtension(amounts),
      data: amounts,
    };
  }

  /**
   * The tax on the three parts, with the wrapping tax class, at the cart's address and customer
   * class: one calculation beside the cart's own (its amounts are the part's, not the cart's tax).
   */
  private async tax(cart: CheckoutCartData, taxClassId: number, a: WrappingAmounts): Promise<void> {
    const groupId = cart.quote.customer_group_id;
    const customerTaxClassId = (await this.groups.taxClassIds([groupId])).get(groupId) ?? null;
    const address = (x: CheckoutCartData['shipping']) =>
      x ? { countryId: x.country_id, regionId: x.region_id, postcode: x.postcode } : null;
    const items = [
      ...(a.price > 0 ? [{ code: 'quote', taxClassId, unitPrice: a.price, quantity: 1 }] : []),
      ...a.items
        .filter((l) => l.price > 0)
        .map((l) => ({ code: `item-${l.quoteItemId}`, taxClassId, unitPrice: l.price, quantity: l.qty })),
      ...(a.cardPrice > 0 ? [{ code: 'card', taxClassId, unitPrice: a.cardPrice, quantity: 1 }] : []),
    ];
    if (!items.length) return;
    const result = await this.taxes.calculate({
      storeId: cart.quote.store_id,
      shippingAddress: address(cart.shipping),
      billingAddress: address(cart.billing),
      customerTaxClassId,
      items,
    });
    const rowTax = new Map(result.items.map((t) => [t.code, t.rowTax]));
    a.tax = roundPrice(rowTax.get('quote') ?? 0);
    a.cardTax = roundPrice(rowTax.get('card') ?? 0);
    for (const l of a.items) l.tax = roundPrice((rowTax.get(`item-${l.quoteItemId}`) ?? 0) / l.qty);
    a.itemsTax = roundPrice(a.items.reduce((s, l) => s + (rowTax.get(`item-${l.quoteItemId}`) ?? 0), 0));
  }
}
