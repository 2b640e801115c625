import { Injectable } from '@nestjs/common';
import { WebApiRegistry } from '@mercato/platform';
import { magentoModuleOf } from './magento-module-name';

/**
 * The Magento modules this installation runs (Magento's ModuleListInterface::getNames), derived
 * from what is installed rather than kept by hand: every route a domain module declares names its
 * service contract, and the contract's namespace names the Magento module (several per library,
 * e.g. Magento_Quote and Magento_Checkout from the quote library). Routes Magento does not have
 * (`extension`) name none. The order is the registry's: domain modules as they are loaded
 * (libs/setup's `domainModules`, dependencies first), then each module's declarations in order,
 * which is what Magento's list is too, its modules in load order.
 */
@Injectable()
export class ModuleList {
  private names: string[] | null = null;

  constructor(private readonly registry: WebApiRegistry) {}

  getNames(): string[] {
    // The registry is complete once the application has booted, and never changes afterwards.
    this.names ??= this.derive();
    return [...this.names];
  }

  private derive(): string[] {
    const names = new Set<string>();
    for (const route of this.registry.routes()) {
      if (route.definition.extension) continue;
      const name = magentoModuleOf(route.definition.contract);
      if (name) names.add(name);
    }
    return [...names];
  }
}
