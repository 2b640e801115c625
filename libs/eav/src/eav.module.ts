import { Module } from '@nestjs/common';
import { AttributeCatalog } from './services/attribute-catalog';
import { AttributeSets } from './services/attribute-sets';
import { AttributeWriter } from './services/attribute-writer';

@Module({ providers: [AttributeCatalog, AttributeSets, AttributeWriter], exports: [AttributeCatalog, AttributeSets, AttributeWriter] })
export class EavModule {}
