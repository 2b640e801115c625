import { Injectable } from '@nestjs/common';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  INVALID_FIELD_VALUE,
  InputException,
  LocalizedException,
  NoSuchEntityException,
  REQUIRED_FIELD,
  ScopeConfig,
} from '@mercato/platform';
import { CustomerRecords } from './customer-records';

export const EXPIRATION_PATH = 'customer/password/reset_link_expiration_period';

/**
 * Password-reset link tokens: random, sent to the customer, stored only as their sha256 (a
 * database reader cannot reset anyone's password), valid for
 * `customer/password/reset_link_expiration_period` hours (2), replaced by the next one and used up
 * by a reset or a password change. Checks and messages as Magento's validateResetPasswordToken.
 */
@Injectable()
export class ResetTokens {
  constructor(
    private readonly records: CustomerRecords,
    private readonly config: ScopeConfig,
  ) {}

  /** A new token for the customer; the previous one stops working. */
  async issue(customerId: number): Promise<string> {
    const token = ResetTokens.generate();
    await this.records.setResetToken(customerId, ResetTokens.hash(token));
    return token;
  }

  static generate(): string {
    return randomBytes(16).toString('hex');
  }

  static hash(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
  }

  async assertValid(customerId: number, token: string): Promise<void> {
    if (!customerId) throw new InputException(INVALID_FIELD_VALUE, { value: customerId, fieldName: 'customerId' });
    if (!token) throw new InputException(REQUIRED_FIELD, { fieldName: 'resetPasswordLinkToken' });
    const secure = await this.records.secure(customerId);
    if (!secure) throw NoSuchEntityException.singleField('customerId', customerId);
    const given = Buffer.from(ResetTokens.hash(token), 'hex');
    if (!secure.rp_token || !timingSafeEqual(Buffer.from(secure.rp_token, 'hex'), given)) {
      throw new LocalizedException('The password token is mismatched. Reset and try again.');
    }
    const period = await this.config.getInt(EXPIRATION_PATH, 2);
    const age = secure.rp_token_age_hours;
    if (age === null || age < 0 || age >= period) throw new LocalizedException('The password token is expired. Reset and try again.');
  }
}
