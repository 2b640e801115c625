import { GiftMessage, QuoteIdMask, QuotePayment, QuoteShippingRate } from './quote-misc.entity';
import { QuoteAddress } from './quote-address.entity';
import { QuoteItem } from './quote-item.entity';
import { Quote } from './quote.entity';

export { GiftMessage, Quote, QuoteAddress, QuoteIdMask, QuoteItem, QuotePayment, QuoteShippingRate };
export const quoteEntities = [Quote, QuoteItem, QuoteAddress, QuoteIdMask, QuotePayment, QuoteShippingRate, GiftMessage];
