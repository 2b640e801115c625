import { LocalizedException } from '@mercato/platform';

/** What the gateway is sent (the token or the card number) and the only card facts kept with the order. */
export interface CardData {
  token: string;
  last4: string | null;
  type: string | null;
}

/**
 * The card in `paymentMethod.additional_data`: `cc_token` (tokenised by the storefront) or, for
 * tests, a card number `cc_number`. Either an object or Magento's string list `["key", "value", …]`.
 * The number goes to the gateway only: the order keeps its last four digits and card type.
 */
export function cardData(additional: unknown): CardData {
  const data = asRecord(additional);
  const number = (data.cc_number ?? '').replace(/[\s-]/g, '');
  const token = data.cc_token?.trim() || number;
  if (!token) throw new LocalizedException('Please enter a valid credit card number.');
  if (number && !/^\d{12,19}$/.test(number)) throw new LocalizedException('Please enter a valid credit card number.');
  const last4 = number ? number.slice(-4) : (data.cc_last_4 ?? data.cc_last4 ?? null);
  const type = data.cc_type ?? (number ? cardType(number) : null);
  return { token, last4, type };
}

function asRecord(additional: unknown): Record<string, string | undefined> {
  if (Array.isArray(additional)) {
    const out: Record<string, string> = {};
    for (let i = 0; i + 1 < additional.length; i += 2) out[String(additional[i])] = String(additional[i + 1]);
    return out;
  }
  if (additional && typeof additional === 'object') {
    return Object.fromEntries(Object.entries(additional).map(([k, v]) => [k, v === null || v === undefined ? undefined : String(v)]));
  }
  return {};
}

/** Magento's cc_type codes by the number's prefix. */
function cardType(number: string): string | null {
  if (/^4/.test(number)) return 'VI';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MC';
  if (/^3[47]/.test(number)) return 'AE';
  if (/^(6011|65)/.test(number)) return 'DI';
  return null;
}
