import { Provider } from '@nestjs/common';
import { PasswordHasher, RouteDefinition } from '@mercato/platform';
import { AccountEmails } from './notifications/account-emails';
import { AccountConfirmation } from './services/account-confirmation';
import { AccountManagement } from './services/account-management';
import { AccountPasswords } from './services/account-passwords';
import { AccountScope } from './services/account-scope';
import { AddressPlans } from './services/address-plans';
import { AddressRepository } from './services/address-repository';
import { AddressValidator } from './services/address-validator';
import { CustomerRecords } from './services/customer-records';
import { CustomerRepository } from './services/customer-repository';
import { PasswordPolicy } from './services/password-policy';
import { ResetTokens } from './services/reset-tokens';
import { accountRoutes } from './webapi';

/** Route declarations of this area (see ../customer.module.ts). */
export const accountsRoutes: RouteDefinition[] = accountRoutes;
/** Providers of this area. */
export const accountsProviders: Provider[] = [
  PasswordHasher,
  CustomerRecords,
  CustomerRepository,
  AddressRepository,
  AddressValidator,
  AddressPlans,
  AccountScope,
  AccountManagement,
  AccountConfirmation,
  AccountPasswords,
  PasswordPolicy,
  ResetTokens,
  AccountEmails,
];
/** Providers other libs may inject. */
export const accountsExports: Provider[] = [CustomerRepository, AccountManagement];
