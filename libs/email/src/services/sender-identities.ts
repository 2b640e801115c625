import { Injectable } from '@nestjs/common';
import { ScopeConfig } from '@mercato/platform';

/** Magento's store e-mail addresses (Stores › Configuration › General › Store Email Addresses). */
export type SenderIdentity = 'general' | 'sales' | 'support' | 'custom1' | 'custom2';

/** A fresh install's values (Magento_Store etc/config.xml, section trans_email). */
export const SENDER_IDENTITIES: Record<SenderIdentity, { name: string; email: string }> = {
  general: { name: 'Owner', email: 'owner@example.com' },
  sales: { name: 'Sales', email: 'sales@example.com' },
  support: { name: 'CustomerSupport', email: 'support@example.com' },
  custom1: { name: 'Custom 1', email: 'custom1@example.com' },
  custom2: { name: 'Custom 2', email: 'custom2@example.com' },
};

/** The sender of an identity: `trans_email/ident_<code>/name` and `…/email`, or the install default. */
@Injectable()
export class SenderIdentities {
  constructor(private readonly config: ScopeConfig) {}

  async sender(identity: SenderIdentity): Promise<{ name: string; address: string }> {
    const fallback = SENDER_IDENTITIES[identity];
    return {
      name: (await this.config.get(`trans_email/ident_${identity}/name`, fallback.name)) ?? fallback.name,
      address: (await this.config.get(`trans_email/ident_${identity}/email`, fallback.email)) ?? fallback.email,
    };
  }
}
