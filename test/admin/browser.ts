import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, chromium, Page } from 'playwright-core';
import { ADMIN } from '../support/app';

/** Debian's Chromium (`apt-get install chromium`): this machine cannot download a browser of Playwright's. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = join(__dirname, '../artifacts');

/** Fails loudly when Chromium is missing: CI installs it, so a missing one is a broken set-up, not a skip. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}. ` +
        `The admin browser tests drive Debian's headless Chromium: apt-get install -y chromium (.ci/run does), or set CHROMIUM_PATH.`,
    );
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  // Root (CI) cannot use Chromium's sandbox; the pages are this test's own, on loopback.
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** Signs in through the form, with the keyboard only. */
export async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('User Name').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByLabel('Password').press('Enter');
  await page.getByRole('heading', { level: 1, name: 'Integrations' }).waitFor();
}
