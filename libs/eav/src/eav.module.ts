import { Global, Module } from '@nestjs/common';
import { AttributeCatalog } from './services/attribute-catalog';

@Global()
@Module({ providers: [AttributeCatalog], exports: [AttributeCatalog] })
export class EavModule {}
