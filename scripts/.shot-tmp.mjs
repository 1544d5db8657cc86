import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const paths = process.argv.slice(2);
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('console', (m) => { if (['error','warning'].includes(m.type())) console.log(width, m.type(), m.text().slice(0, 300)); });
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  for (const p of paths) {
    await page.goto('http://127.0.0.1:4173' + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const name = (p.replace(/\W+/g, '_') || 'home') + '-' + width;
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: process.env.FULL === '1' });
  }
  await page.close();
}
await browser.close();
