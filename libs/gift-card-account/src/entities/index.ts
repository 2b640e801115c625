import { GiftCardAccount, GiftCardAccountHistory, GiftCardCodeAttempt, GiftCardQuoteCard } from './gift-card-account.entity';

export { GiftCardAccount, GiftCardAccountHistory, GiftCardCodeAttempt, GiftCardQuoteCard } from './gift-card-account.entity';

/** TypeORM entities of this library (must match its migrations). */
export const giftCardAccountEntities: Function[] = [GiftCardAccount, GiftCardAccountHistory, GiftCardQuoteCard, GiftCardCodeAttempt];
