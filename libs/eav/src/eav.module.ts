import { Module } from '@nestjs/common';
import { AttributeCatalog } from './services/attribute-catalog';
import { AttributeWriter } from './services/attribute-writer';

@Module({ providers: [AttributeCatalog, AttributeWriter], exports: [AttributeCatalog, AttributeWriter] })
export class EavModule {}
