import { chromium } from 'playwright-core';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(process.argv[2]!);
await page.getByRole('button', { name: 'Start Counter' }).click();
await page.waitForTimeout(1500);
console.log(await page.locator('[data-testid=counter-display]').innerText());
await browser.close();
