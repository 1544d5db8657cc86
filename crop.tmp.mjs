import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const [file, top, width, out] = process.argv.slice(2);
const p = await b.newPage({ viewport: { width: +width, height: 800 } });
const data = readFileSync(file).toString('base64');
await p.setContent(`<body style="margin:0;overflow:hidden"><img style="display:block;margin-top:-${top}px" src="data:image/png;base64,${data}"></body>`);
await p.screenshot({ path: out });
await b.close();
