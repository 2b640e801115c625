import { Global, Module } from '@nestjs/common';
import { ScopeConfig } from './scope-config';

@Global()
@Module({ providers: [ScopeConfig], exports: [ScopeConfig] })
export class ScopeConfigModule {}
