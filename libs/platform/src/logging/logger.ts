import pino from 'pino';
import type { LoggerService } from '@nestjs/common';

/**
 * Structured JSON logs through pino, one object per line: `time` (ISO), `level` (info, warn,
 * error), `msg` and the fields given. Info lines go to stdout, warnings and errors to stderr.
 * Writes are synchronous, so the last lines before an exit are never lost.
 */
export type LogLevel = 'info' | 'warn' | 'error';

const destination = pino.multistream(
  [
    { level: 'info', stream: pino.destination({ fd: 1, sync: true }) },
    { level: 'warn', stream: pino.destination({ fd: 2, sync: true }) },
  ],
  // Each line goes to the stream of the highest level it reaches only.
  { dedupe: true },
);

const base = pino(
  {
    level: 'info',
    base: undefined,
    messageKey: 'msg',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  destination,
);

/** `silent`: only warnings and errors (LOG_LEVEL=silent). */
export function setLogSilent(value: boolean): void {
  base.level = value ? 'warn' : 'info';
}

export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  base[level](fields, msg);
}

export const logger = {
  info: (msg: string, fields?: Record<string, unknown>) => log('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => log('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => log('error', msg, fields),
};

/**
 * Nest's own warnings and errors (a module that fails to start, a shutdown hook that throws) as the
 * same JSON lines: the logger NestFactory is given. Its start-up chatter (log, debug, verbose) is
 * left out, as before.
 */
export class NestLogAdapter implements LoggerService {
  log(): void {
    // Module and route start-up notices: nothing an operator acts on.
  }

  warn(message: unknown, context?: string): void {
    logger.warn(String(message), context ? { context } : {});
  }

  error(message: unknown, stack?: string, context?: string): void {
    logger.error(String(message), { ...(context ? { context } : {}), ...(stack ? { stack } : {}) });
  }
}
