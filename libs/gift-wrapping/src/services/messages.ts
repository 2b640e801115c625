import { InputException, NoSuchEntityException } from '@mercato/platform';

/** Magento_GiftWrapping's messages (WrappingRepository, Wrapping::attachBinaryImage, Wrapping\Validator). */
export const wrappingNotFound = (id: unknown) => new NoSuchEntityException('Gift Wrapping with specified ID "%1" not found.', [id]);
export const STORE_NOT_FOUND = "The store that was requested wasn't found. Verify the store and try again.";
/** WrappingRepository::save answers a StateException (400 over REST). */
export const INVALID_CURRENCY = 'Please enter valid currency code: %1';
export const IMAGE_INVALID = 'The image content must be valid data.';
export const IMAGE_EXTENSION = 'The image extension "%1" not allowed.';
export const IMAGE_NAME_FORBIDDEN = 'Provided image name contains forbidden characters.';
/** Framework\\File\\Uploader::getCorrectFileName's limit on a stored file's name. */
export const IMAGE_NAME_TOO_LONG = 'Filename is too long; must be 90 characters or less';
export const IMAGE_MIME = 'The image MIME type is not valid or not supported.';
/** Not in Magento (its admin form checks it, the API does not): worded as Magento's price checks. */
export const NEGATIVE_PRICE = 'The gift wrapping price must be greater than or equal to 0.';

/** Wrapping\Validator: the required fields, each as `Field is required: <label>`. */
export const REQUIRED_FIELDS: [key: 'design' | 'status' | 'base_price', label: string][] = [
  ['design', 'Gift Wrapping Design'],
  ['status', 'Status'],
  ['base_price', 'Price'],
];

export const invalid = (message: string, parameters?: unknown[]) => new InputException(message, parameters);

/**
 * Not in Magento, whose gift message plugins silently drop a choice the configuration does not
 * allow: refused here, worded as GiftMessage's "The gift message isn't available." (guesses).
 */
export const WRAPPING_NOT_AVAILABLE = "The gift wrapping isn't available.";
export const GIFT_RECEIPT_NOT_AVAILABLE = "The gift receipt isn't available.";
export const PRINTED_CARD_NOT_AVAILABLE = "The printed card isn't available.";
