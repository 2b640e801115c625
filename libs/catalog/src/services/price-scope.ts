import { Injectable } from '@nestjs/common';
import { ScopeConfig } from '@mercato/platform';

/** `catalog/price/scope`: 0 (the default) global, 1 website. */
@Injectable()
export class PriceScope {
  constructor(private readonly config: ScopeConfig) {}

  async isGlobal(): Promise<boolean> {
    return (await this.config.get('catalog/price/scope', '0')) !== '1';
  }
}
