import { execFile } from 'node:child_process';
import { join } from 'node:path';

const LOGGER = join(__dirname, '../../dist/libs/platform/src/logging/logger.js');

/** Runs a few log calls in a process of their own; its stdout and stderr. */
function logged(calls: string): Promise<{ stdout: string; stderr: string }> {
  const script = `const { logger, setLogSilent, NestLogAdapter } = require(${JSON.stringify(LOGGER)});\n${calls}`;
  return new Promise((resolve, reject) =>
    execFile(process.execPath, ['-e', script], (error, stdout, stderr) => (error ? reject(error) : resolve({ stdout, stderr }))),
  );
}

const lines = (text: string) =>
  text
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('logs (pino)', () => {
  it('writes one JSON object per line: time, level, msg and the fields; info on stdout, warnings and errors on stderr', async () => {
    const { stdout, stderr } = await logged(`
      logger.info('request', { method: 'GET', status: 200 });
      logger.warn('slow', { ms: 12 });
      logger.error('failed', { error: 'boom' });
      new NestLogAdapter().error('module failed', 'Error: x\\n  at y', 'InstanceLoader');
      new NestLogAdapter().log('Nest application successfully started');`);
    expect(lines(stdout)).toEqual([
      { time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), level: 'info', msg: 'request', method: 'GET', status: 200 },
    ]);
    expect(lines(stderr)).toEqual([
      { time: expect.any(String), level: 'warn', msg: 'slow', ms: 12 },
      { time: expect.any(String), level: 'error', msg: 'failed', error: 'boom' },
      { time: expect.any(String), level: 'error', msg: 'module failed', context: 'InstanceLoader', stack: 'Error: x\n  at y' },
    ]);
  });

  it('LOG_LEVEL=silent keeps warnings and errors only', async () => {
    const { stdout, stderr } = await logged(`setLogSilent(true); logger.info('request'); logger.warn('kept');`);
    expect(stdout).toBe('');
    expect(lines(stderr)).toMatchObject([{ level: 'warn', msg: 'kept' }]);
  });
});
