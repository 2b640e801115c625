import { AccountRow, STATUS_ENABLED } from './account-rows';

/**
 * What Giftcardaccount::isValid checks, each part asked for separately as Magento's callers do:
 * adding to a cart checks all four, the balance check (`checkGiftCard`) all but the balance.
 */
export interface ValidityCheck {
  /** `YYYY-MM-DD` in the website's time zone: a card expiring today is still good. */
  today: string;
  websiteId?: number;
  enabled?: boolean;
  notExpired?: boolean;
  positiveBalance?: boolean;
}

export function isExpired(account: Pick<AccountRow, 'date_expires'>, today: string): boolean {
  return account.date_expires !== null && account.date_expires < today;
}

export function isValid(account: AccountRow, check: ValidityCheck): boolean {
  if (check.websiteId !== undefined && account.website_id !== check.websiteId) return false;
  if (check.enabled && account.status !== STATUS_ENABLED) return false;
  if (check.notExpired && isExpired(account, check.today)) return false;
  if (check.positiveBalance && !(account.balance > 0)) return false;
  return true;
}

/** A card that can pay for a cart of the website: all four checks. */
export function usableOn(websiteId: number, today: string) {
  return (account: AccountRow) => isValid(account, { today, websiteId, enabled: true, notExpired: true, positiveBalance: true });
}
