import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { adminClient, Client, createProduct, startIsolatedApp, TestApp, uniqueSku } from '../support/app';
import { describeOnce } from '../support/modes';

const CLI = join(__dirname, '../../dist/apps/cli/src/main.js');

/**
 * `mercato downloadable:domains:add|remove|show`: the hosts a downloadable link URL may point to,
 * edited from the command line (Magento's commands of the same names) and seen by the API at once.
 * Its own database: it changes configuration.
 */
describeOnce('downloadable domains from the command line', () => {
  let t: TestApp;
  let admin: Client;
  let url: string;
  /** Runs the command without blocking this process (runs may go side by side): exit status and output. */
  const run = (...args: string[]) =>
    new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [CLI, ...args],
        { env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' } },
        (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

  beforeAll(async () => {
    t = await startIsolatedApp('downloadable_domains');
    admin = await adminClient(t);
    url = t.databaseUrl;
  });
  afterAll(() => t.close());

  it('adds, shows and removes hosts, and link URLs follow the list; without hosts it prints its usage and exits 2', async () => {
    const sku = uniqueSku('dl-cli');
    await createProduct(admin, { sku, type_id: 'downloadable' });
    const link = (linkUrl: string) => ({
      link: {
        title: 'Manual',
        sort_order: 1,
        is_shareable: 0,
        price: 0,
        number_of_downloads: 0,
        link_type: 'url',
        link_url: linkUrl,
        sample_type: 'url',
        sample_url: linkUrl,
      },
    });
    expect((await admin.post(`/rest/V1/products/${sku}/downloadable-links`, link('https://files.example.com/manual.pdf'))).status).toBe(
      400,
    );

    expect(await run('downloadable:domains:add', 'files.example.com', 'Other.Example.com')).toMatchObject({
      status: 0,
      stdout: expect.stringMatching(/files\.example\.com, other\.example\.com\n$/),
    });
    // Each run loads the whole application: show and the malformed call go side by side, while the
    // API's short configuration cache runs out.
    const [shown, usage] = await Promise.all([
      run('downloadable:domains:show'),
      run('downloadable:domains:add'),
      new Promise((r) => setTimeout(r, 2100)),
    ]);
    expect(shown).toMatchObject({ status: 0, stdout: expect.stringMatching(/files\.example\.com, other\.example\.com\n$/) });
    expect(usage).toMatchObject({ status: 2, stderr: expect.stringContaining('usage: mercato') });
    expect((await admin.post(`/rest/V1/products/${sku}/downloadable-links`, link('https://files.example.com/manual.pdf'))).status).toBe(
      200,
    );

    // remove prints the list left.
    const removed = await run('downloadable:domains:remove', 'files.example.com');
    expect(removed).toMatchObject({ status: 0, stdout: expect.stringMatching(/^Downloadable domains: .*other\.example\.com\n$/) });
    expect(removed.stdout).not.toMatch(/files\.example\.com/);
  });
});
