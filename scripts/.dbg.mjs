import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 400)));
await page.goto('http://127.0.0.1:4173/', { waitUntil: 'networkidle' });
console.log(await page.evaluate(() => [document.documentElement.outerHTML.slice(0, 200), getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-filled'), getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled'), getComputedStyle(document.querySelector('.mantine-Button-root')).backgroundColor, document.querySelectorAll('style[data-mantine-styles]').length]));
await browser.close();
