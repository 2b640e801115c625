import { Module } from '@nestjs/common';
import { AttributeCatalog } from './services/attribute-catalog';

@Module({ providers: [AttributeCatalog], exports: [AttributeCatalog] })
export class EavModule {}
