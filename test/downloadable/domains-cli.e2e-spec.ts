import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { adminClient, Client, createProduct, startIsolatedApp, TestApp, uniqueSku } from '../support/app';

const CLI = join(__dirname, '../../dist/apps/cli/src/main.js');

/**
 * `mercato downloadable:domains:add|remove|show`: the hosts a downloadable link URL may point to,
 * edited from the command line (Magento's commands of the same names) and seen by the API at once.
 * Its own database: it changes configuration.
 */
describe('downloadable domains from the command line', () => {
  let t: TestApp;
  let admin: Client;
  let url: string;
  const cli = (...args: string[]) =>
    execFileSync(process.execPath, [CLI, ...args], { env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'pipe'] }).toString();

  beforeAll(async () => {
    t = await startIsolatedApp('downloadable_domains');
    admin = await adminClient(t);
    url = (t.ds.options as { url: string }).url;
  });
  afterAll(() => t.close());

  it('adds, shows and removes hosts, and link URLs follow the list', async () => {
    const sku = uniqueSku('dl-cli');
    await createProduct(admin, { sku, type_id: 'downloadable' });
    const link = (linkUrl: string) => ({
      link: { title: 'Manual', sort_order: 1, is_shareable: 0, price: 0, number_of_downloads: 0, link_type: 'url', link_url: linkUrl, sample_type: 'url', sample_url: linkUrl },
    });
    expect((await admin.post(`/rest/V1/products/${sku}/downloadable-links`, link('https://files.example.com/manual.pdf'))).status).toBe(400);

    expect(cli('downloadable:domains:add', 'files.example.com', 'Other.Example.com')).toMatch(/files\.example\.com, other\.example\.com\n$/);
    expect(cli('downloadable:domains:show')).toMatch(/files\.example\.com, other\.example\.com\n$/);
    // The API reads configuration with a short cache; wait it out.
    await new Promise((r) => setTimeout(r, 2100));
    expect((await admin.post(`/rest/V1/products/${sku}/downloadable-links`, link('https://files.example.com/manual.pdf'))).status).toBe(200);

    expect(cli('downloadable:domains:remove', 'files.example.com')).toMatch(/Downloadable domains: .*other\.example\.com\n$/);
    expect(cli('downloadable:domains:show')).not.toMatch(/files\.example\.com/);
  });

  it('prints its usage and exits 2 without hosts', () => {
    expect(() => cli('downloadable:domains:add')).toThrow(/usage: mercato/);
  });
});
