import { Global, Module } from '@nestjs/common';
import { ConfigSecrets } from './config-secrets';
import { ConfigSnapshot } from './config-snapshot';
import { ScopeConfig } from './scope-config';

@Global()
@Module({ providers: [ConfigSnapshot, ScopeConfig, ConfigSecrets], exports: [ConfigSnapshot, ScopeConfig, ConfigSecrets] })
export class ScopeConfigModule {}
