import { Global, Module } from '@nestjs/common';
import { ConfigSnapshot } from './config-snapshot';
import { ScopeConfig } from './scope-config';

@Global()
@Module({ providers: [ConfigSnapshot, ScopeConfig], exports: [ConfigSnapshot, ScopeConfig] })
export class ScopeConfigModule {}
