import { Global, Module } from '@nestjs/common';
import { CustomerGroups } from './services/customer-groups';

@Global()
@Module({ providers: [CustomerGroups], exports: [CustomerGroups] })
export class CustomerModule {}
