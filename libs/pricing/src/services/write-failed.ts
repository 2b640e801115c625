import { logger, WebApiError } from '@mercato/platform';

/**
 * A failed price write answers Magento's CouldNotSave/CouldNotDelete message; the cause is logged,
 * never sent to the client.
 */
export function writeFailed(answer: WebApiError, cause: unknown): WebApiError {
  logger.error('price write failed', { answer: answer.message, error: (cause as Error)?.message });
  return answer.withCause(cause);
}
