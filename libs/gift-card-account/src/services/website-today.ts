import { Injectable } from '@nestjs/common';
import { ConfigScope, ScopedConfig } from '@mercato/store';

/** Magento's config.xml default for `general/locale/timezone`. */
const DEFAULT_TIMEZONE = 'America/Los_Angeles';

/**
 * Today's date where the store is (Giftcardaccount::isExpired compares dates in the time zone of
 * the card's website's default store, not the server's).
 */
@Injectable()
export class WebsiteToday {
  constructor(private readonly config: ScopedConfig) {}

  async of(scope: ConfigScope): Promise<string> {
    const timeZone = await this.config.value(scope, 'general/locale/timezone', DEFAULT_TIMEZONE);
    return localDate(timeZone);
  }
}

export function localDate(timeZone: string | null, at = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone ?? 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}
