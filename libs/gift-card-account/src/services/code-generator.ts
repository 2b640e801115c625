import { Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { ScopedConfig } from '@mercato/store';

/** Magento's di.xml charsets for the code pool, and its separator. */
const CHARSETS: Record<string, string> = {
  alphanum: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  alpha: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  num: '0123456789',
};
const SEPARATOR = '-';

/** `giftcard/giftcardaccount_general/*` with Magento's config.xml defaults. */
const DEFAULTS = {
  'giftcard/giftcardaccount_general/code_format': 'alphanum',
  'giftcard/giftcardaccount_general/code_length': '12',
  'giftcard/giftcardaccount_general/code_prefix': null,
  'giftcard/giftcardaccount_general/code_suffix': null,
  'giftcard/giftcardaccount_general/code_split': '0',
};

export interface CodeFormat {
  charset: string;
  length: number;
  split: number;
  prefix: string;
  suffix: string;
}

/**
 * Gift card codes as Magento's code pool makes them (Model\Pool::_generateCode): `length` random
 * characters of the configured format, split into groups of `split` by `-`, between the prefix and
 * the suffix — by default 12 upper-case letters and digits. Random from the system's CSPRNG: a code
 * is a bearer credential.
 */
@Injectable()
export class CodeGenerator {
  constructor(private readonly config: ScopedConfig) {}

  /** The website's code settings (Magento reads them per website). */
  async format(websiteId: number): Promise<CodeFormat> {
    const c = await this.config.values({ storeId: -1, websiteId }, DEFAULTS);
    return {
      charset: CHARSETS[c['giftcard/giftcardaccount_general/code_format'] ?? ''] ?? CHARSETS.alphanum,
      length: Math.max(1, Number(c['giftcard/giftcardaccount_general/code_length']) || 0),
      split: Math.max(0, Number(c['giftcard/giftcardaccount_general/code_split']) || 0),
      prefix: c['giftcard/giftcardaccount_general/code_prefix'] ?? '',
      suffix: c['giftcard/giftcardaccount_general/code_suffix'] ?? '',
    };
  }

  generate(format: CodeFormat, count: number): string[] {
    return Array.from({ length: count }, () => generateCode(format));
  }
}

export function generateCode(f: CodeFormat): string {
  let body = '';
  for (let i = 0; i < f.length; i++) body += f.charset[randomInt(f.charset.length)];
  if (f.split > 0) body = (body.match(new RegExp(`.{1,${f.split}}`, 'g')) ?? []).join(SEPARATOR);
  return `${f.prefix}${body}${f.suffix}`;
}
