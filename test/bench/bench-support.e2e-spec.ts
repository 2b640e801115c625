import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { RESULTS, resultsDirectory, startTemporaryEmbeddedPostgres } from '../../bench/support';

const ROOT = join(__dirname, '../..');

/** `npm run bench` leaves the repository's recorded results and the temporary directory as they were. */
describe('bench support', () => {
  it('writes results to an ignored directory unless BENCH_RECORD=1 asks to record them', () => {
    const local = resultsDirectory({});
    expect(relative(ROOT, local)).toBe(join('bench', 'results', 'local'));
    // git says the run's files are ignored: no bench run changes what `git status` shows.
    const probe = relative(ROOT, join(local, 'checkout.json'));
    expect(execFileSync('git', ['check-ignore', '--no-index', probe], { cwd: ROOT, encoding: 'utf8' }).trim()).toBe(probe);
    expect(resultsDirectory({ BENCH_RECORD: '0' })).toBe(local);
    expect(resultsDirectory({ BENCH_RECORD: '1' })).toBe(RESULTS);
    expect(relative(ROOT, RESULTS)).toBe(join('bench', 'results'));
  });

  it("removes its embedded PostgreSQL's temporary directory when it stops, and one a killed bench left behind", async () => {
    // A directory named after a process that no longer runs: a bench killed before its end.
    const gone = execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const abandoned = mkdtempSync(join(tmpdir(), `mercato-bench-${gone}-`));
    const ours = () => readdirSync(tmpdir()).filter((name) => name.startsWith(`mercato-bench-${process.pid}-`));
    expect(ours()).toEqual([]);
    const database = await startTemporaryEmbeddedPostgres();
    expect(existsSync(abandoned)).toBe(false);
    const made = ours();
    expect(made).toHaveLength(1);
    expect(existsSync(join(tmpdir(), made[0], 'postgres', 'PG_VERSION'))).toBe(true);
    await database.stop();
    expect(existsSync(join(tmpdir(), made[0]))).toBe(false);
  }, 60_000);
});
