// Runs the browser tests: starts Prism on the contract and the production preview, then vitest.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`No Chromium at ${chromium}. Install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
if (!existsSync('dist/index.html')) {
  console.error('No production build in dist/. Run `npm run build` first.');
  process.exit(1);
}

const mockPort = process.env.E2E_MOCK_PORT ?? '4011';
const previewPort = process.env.E2E_PREVIEW_PORT ?? '4174';
const env = { ...process.env, MOCK_PORT: mockPort, PREVIEW_PORT: previewPort };
const bin = (name) => `node_modules/.bin/${name}`;

const children = [
  spawn(bin('prism'), ['mock', 'openapi.yaml', '--host', '127.0.0.1', '--port', mockPort, '--errors', 'false'], { env, detached: true, stdio: ['ignore', 'ignore', 'inherit'] }),
  spawn(bin('vite'), ['preview', '--host', '127.0.0.1', '--port', previewPort, '--strictPort'], { env, detached: true, stdio: ['ignore', 'ignore', 'inherit'] }),
];
const stopAll = () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

const portIsOpen = (port) =>
  new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

const waitForPort = async (port, name) => {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await portIsOpen(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not open port ${port} within 60 s`);
};

await waitForPort(mockPort, 'Prism');
await waitForPort(previewPort, 'vite preview');

const tests = spawn(bin('vitest'), ['run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
  env: { ...env, E2E_BASE_URL: `http://127.0.0.1:${previewPort}`, CHROMIUM_PATH: chromium },
  stdio: 'inherit',
});
tests.on('exit', (code) => process.exit(code ?? 1));
