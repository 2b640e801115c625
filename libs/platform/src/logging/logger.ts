/**
 * Structured JSON logs, one object per line on stdout. Small on purpose: the hot path (one line
 * per request) is a single JSON.stringify and write.
 */
export type LogLevel = 'info' | 'warn' | 'error';

let silent = false;

export function setLogSilent(value: boolean): void {
  silent = value;
}

export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  if (silent && level === 'info') return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  (level === 'info' ? process.stdout : process.stderr).write(line + '\n');
}

export const logger = {
  info: (msg: string, fields?: Record<string, unknown>) => log('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => log('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => log('error', msg, fields),
};
