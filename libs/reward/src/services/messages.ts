import { LocalizedException, NoSuchEntityException } from '@mercato/platform';

/** Reward\Balance\Validator (order placement, a PaymentException); also the refusal of `use-reward` here. */
export const notEnoughPoints = () => new LocalizedException("You don't have enough reward points to pay for this purchase.");

/** CustomerRepository::get (by e-mail). */
export const customerByEmailNotFound = (email: string, websiteId: number) =>
  new NoSuchEntityException('No such entity with %fieldName = %fieldValue, %field2Name = %field2Value', {
    fieldName: 'email',
    fieldValue: email,
    field2Name: 'websiteId',
    field2Value: websiteId,
  });

/** StoreManager::getWebsite for an unknown code. */
export const websiteNotFound = (code: string) =>
  new NoSuchEntityException("The website with code %1 that was requested wasn't found. Verify the website and try again.", [code]);
