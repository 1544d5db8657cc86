// Runs the browser tests: starts Prism and nginx with deploy/nginx.conf, the production server,
// then vitest on tests/e2e.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { nginxProblem, startMockAndNginx } from './servers.ts';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `No Chromium at ${chromium}. Install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
const nginx = nginxProblem();
if (nginx) {
  console.error(`The browser tests run against nginx. ${nginx}`);
  process.exit(1);
}
if (!existsSync('dist/index.html')) {
  console.error('No production build in dist/. Run `npm run build` first.');
  process.exit(1);
}

process.on('SIGINT', () => process.exit(130));
const { baseUrl } = await startMockAndNginx({
  mockPort: Number(process.env.E2E_MOCK_PORT ?? 4011),
  port: Number(process.env.E2E_PORT ?? 4174),
});

const tests = spawn('node_modules/.bin/vitest', ['run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
  env: { ...process.env, E2E_BASE_URL: baseUrl, CHROMIUM_PATH: chromium },
  stdio: 'inherit',
});
tests.on('exit', (code) => process.exit(code ?? 1));
