import { GiftWrappingQuote, GiftWrappingQuoteItem } from './wrapping-choice.entity';
import { GiftWrapping, GiftWrappingStoreAttributes, GiftWrappingWebsite } from './wrapping.entity';

export { GiftWrapping, GiftWrappingStoreAttributes, GiftWrappingWebsite } from './wrapping.entity';
export { GiftWrappingQuote, GiftWrappingQuoteItem } from './wrapping-choice.entity';

/** TypeORM entities of this library (must match its migrations). */
export const giftWrappingEntities: Function[] = [GiftWrapping, GiftWrappingStoreAttributes, GiftWrappingWebsite, GiftWrappingQuote, GiftWrappingQuoteItem];
