import { Injectable } from '@nestjs/common';
import { InputException, ScopeConfig } from '@mercato/platform';

export const MIN_LENGTH_PATH = 'customer/password/minimum_password_length';
export const CHARACTER_CLASSES_PATH = 'customer/password/required_character_classes_number';
/** Magento's AccountManagement::MAX_PASSWORD_LENGTH */
const MAX_LENGTH = 256;
export const PASSWORD_SAME_AS_EMAIL = "The password can't be the same as the email address. Create a new password and try again.";

/**
 * Magento's customer password rules (AccountManagement::checkPasswordStrength and
 * CredentialsValidator), with its messages: at most 256 characters, at least
 * `customer/password/minimum_password_length` (8), no leading or trailing space, at least
 * `customer/password/required_character_classes_number` (3) of lower case, upper case, digits and
 * other characters, and not the e-mail address.
 */
@Injectable()
export class PasswordPolicy {
  constructor(private readonly config: ScopeConfig) {}

  async checkStrength(password: string): Promise<void> {
    const length = [...password].length;
    if (length > MAX_LENGTH) throw new InputException('Please enter a password with at most %1 characters.', [MAX_LENGTH]);
    // Magento passes the configured values on as they are stored: text.
    const minLength = String(await this.config.getInt(MIN_LENGTH_PATH, 8));
    if (length < Number(minLength)) {
      throw new InputException('The password needs at least %1 characters. Create a new password and try again.', [minLength]);
    }
    if (password.trim() !== password) {
      throw new InputException("The password can't begin or end with a space. Verify the password and try again.");
    }
    const required = String(await this.config.getInt(CHARACTER_CLASSES_PATH, 3));
    const classes = [/[0-9]/, /[A-Z]/, /[a-z]/, /[^a-zA-Z0-9]/].filter((re) => re.test(password)).length;
    if (classes < Number(required)) {
      throw new InputException(
        'Minimum of different classes of characters in password is %1. ' +
          'Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
        [required],
      );
    }
  }

  /** CredentialsValidator::checkPasswordDifferentFromEmail: compared case-insensitively. */
  checkDifferentFromEmail(email: string | null | undefined, password: string): void {
    if (email !== null && email !== undefined && email.toLowerCase() === password.toLowerCase()) {
      throw new InputException(PASSWORD_SAME_AS_EMAIL);
    }
  }
}
