import { Quotes1763800000060 } from './1763800000060-quotes';
import { QuoteTaxAmounts1763800000430 } from './1763800000430-quote-tax-amounts';
import { QuoteMaskNotifications1763800000494 } from './1763800000494-quote-mask-notifications';

export const quoteMigrations = [Quotes1763800000060, QuoteTaxAmounts1763800000430, QuoteMaskNotifications1763800000494];
