import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Contributions } from './extension-point';
import { DomainEvents } from './domain-events';

/** How libraries extend each other: contributions to extension points (`@Extends`) and domain events (`@OnDomainEvent`). */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [Contributions, DomainEvents],
  exports: [Contributions, DomainEvents],
})
export class ExtensionsModule {}
