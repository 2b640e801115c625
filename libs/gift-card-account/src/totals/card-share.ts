/**
 * One card's share of a cart's (and then an order's) gift card total, under Magento's short keys
 * (Giftcardaccount::ID, CODE, AMOUNT, BASE_AMOUNT), as the segment's JSON and the order carry it.
 */
export interface CardShare {
  i: number;
  c: string;
  a: number;
  ba: number;
}

/** What the order's `giftcardaccount` adjustment keeps: the shares, in the order they were spent. */
export interface GiftCardTotalData {
  cards: CardShare[];
}
