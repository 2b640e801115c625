import { Injectable, OnModuleInit } from '@nestjs/common';
import { Contributions, ExtensionPoint } from '@mercato/platform';
import type { CartSnapshot } from './cart-reader';
import type { GiftMessageData } from './dto/cart.input';

/** A gift message just saved for a cart (`itemId` null) or one of its items. */
export interface GiftMessageSaved {
  cart: CartSnapshot;
  itemId: number | null;
  message: GiftMessageData;
}

/** A module's hook, named by the module that owns it (a method marked `@Extends(GiftMessageHooks)` answers it). */
export interface GiftMessageHook {
  name: string;
  run: (saved: GiftMessageSaved) => Promise<void>;
}

/**
 * What other modules do after a gift message is saved, as Magento's plugins after
 * GiftMessage's CartRepositoryInterface::save and ItemRepositoryInterface::save do (gift wrapping
 * reads its choice from the message's extension attributes). Hooks run inside the save's
 * transaction: one that throws refuses the whole save, message included.
 */
@Injectable()
export class GiftMessageHooks implements OnModuleInit {
  private readonly hooks = new ExtensionPoint<GiftMessageHook>('Gift message hooks', (h) => h.name);

  constructor(private readonly contributions: Contributions) {}

  onModuleInit(): void {
    this.contributions.addTo(this.hooks, GiftMessageHooks);
  }

  async run(saved: GiftMessageSaved): Promise<void> {
    for (const hook of this.hooks.all()) await hook.run(saved);
  }
}
