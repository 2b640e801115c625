/**
 * `describe` in the embedded run only; skipped when the run was given the real services
 * (`MERCATO_TEST_MODE=external`, CI's second run of the same tree). For suites that test nothing
 * the services change: the web API's reading of requests, the command-line tools' arguments and
 * answers, the launcher that starts its own embedded server whatever the run was given (and the
 * README's first session, run against it). Running them again against the real services repeats
 * them to the letter, in minutes of CI's twenty.
 */
export const describeOnce: jest.Describe = process.env.MERCATO_TEST_MODE === 'external' ? describe.skip : describe;
