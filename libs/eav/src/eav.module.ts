import { Global, Module } from '@nestjs/common';
import { AttributeCatalog } from './services/attribute-catalog';
import { AttributeWriter } from './services/attribute-writer';

@Global()
@Module({ providers: [AttributeCatalog, AttributeWriter], exports: [AttributeCatalog, AttributeWriter] })
export class EavModule {}
