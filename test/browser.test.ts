import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTIFACTS = 'test-artifacts';

// Debian's chromium is installed by .ci/run; a developer machine without it skips these.
describe.skipIf(!existsSync(CHROMIUM))('in a real browser', () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    await mkdir(ARTIFACTS, { recursive: true });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('GraphiQL runs the example query with the sandbox token and shows data', async () => {
    const page = await browser.newPage();
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    await page.goto(`${base}/graphql`);
    await page.locator('.graphiql-execute-button').click();
    const result = page.locator('.result-window');
    await expect.poll(async () => result.innerText(), { timeout: 15_000 }).toContain('"totalCount"');
    const text = await result.innerText();
    expect(text).toContain('00000000-0000-4000-8000-00000000d3a0');
    expect(text).not.toContain('UNAUTHENTICATED');
    await page.screenshot({ path: `${ARTIFACTS}/graphiql.png`, fullPage: true });
    expect(failed).toEqual([]);
    await page.close();
  });

  it('the API reference page lists the REST routes', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/api/v1/docs`);
    const operations = page.locator('.opblock-summary-path');
    await expect.poll(async () => operations.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const paths = await operations.allInnerTexts();
    expect(paths.map((path) => path.replace(/\u200b/g, ''))).toEqual(expect.arrayContaining(['/api/v1/properties/{id}/units', '/api/v1/properties/{id}/archive']));
    await page.screenshot({ path: `${ARTIFACTS}/api-docs.png`, fullPage: true });
    await page.close();
  });
});
