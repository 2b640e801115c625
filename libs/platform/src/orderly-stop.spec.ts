import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * In a process of its own: the orderly-stop flag is process-wide, and test files of a jest worker
 * share the application's modules (beginning a stop here would silence the worker's other files).
 */
function warningsOf(script: string): string[] {
  const dist = join(__dirname, '../../../dist/libs/platform/src');
  const prelude = `
    const { logger } = require(${JSON.stringify(join(dist, 'logging/logger.js'))});
    const { beginOrderlyStop, warnUnlessStopping } = require(${JSON.stringify(join(dist, 'orderly-stop.js'))});
    logger.warn = (msg, fields) => console.log(JSON.stringify([msg, fields]));
    const pastGrace = () => new Promise((r) => setTimeout(r, 700));`;
  const out = execFileSync(process.execPath, ['-e', `${prelude}\n(async () => { ${script} })()`], { encoding: 'utf8' });
  return out.trim().split('\n').filter(Boolean);
}

describe('warnUnlessStopping', () => {
  it('warns a moment later when no stop was asked for', () => {
    const lines = warningsOf(`
      warnUnlessStopping('database queue: batch failed, retrying', { error: 'write EPIPE' });
      console.log('at once');
      await pastGrace();`);
    expect(lines).toEqual(['at once', JSON.stringify(['database queue: batch failed, retrying', { error: 'write EPIPE' }])]);
  });

  it('says nothing when the process began an orderly stop meanwhile', () => {
    // The server closed the connection just before this process's own signal arrived.
    const lines = warningsOf(`
      warnUnlessStopping('database connection lost', { error: 'write EPIPE' });
      beginOrderlyStop();
      await pastGrace();`);
    expect(lines).toEqual([]);
  });
});
