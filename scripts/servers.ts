// Starts Prism and the production server for dist/ (nginx from deploy/nginx.conf), for the browser
// tests and the benchmark. `node scripts/servers.ts build-against-mock`, in `npm start`, builds the
// site with its content from the running Prism.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { mockExampleFor, renderNginxConfig } from '../tooling/nginxConfig.ts';
import { pageNames } from '../tooling/notFound.ts';
import { securityHeaders } from '../tooling/securityHeaders.ts';

const portIsOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Prism has no readiness endpoint: a service is ready once its port accepts connections. */
export const waitForPort = async (port: number, name: string, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portIsOpen(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not open port ${port} within ${timeoutMs / 1000} s`);
};

const spawnOptions = (env: NodeJS.ProcessEnv) => ({
  env,
  detached: true,
  stdio: ['ignore', 'ignore', 'inherit'] as ('ignore' | 'inherit')[],
});

/** Starts Prism and `server` (a function spawning the site's server), and stops both on exit. */
async function startWithMock(
  { mockPort, port, name }: { mockPort: number; port: number; name: string },
  server: (env: NodeJS.ProcessEnv) => ChildProcess,
  cleanUp = () => {},
) {
  const env = { ...process.env, MOCK_PORT: String(mockPort) };
  const children: ChildProcess[] = [
    spawn(
      'node_modules/.bin/prism',
      ['mock', 'openapi.yaml', '--host', '127.0.0.1', '--port', String(mockPort), '--errors', 'false'],
      spawnOptions(env),
    ),
    server(env),
  ];
  const stopChildren = (stopped: ChildProcess[]) => {
    for (const child of stopped) {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already stopped
      }
    }
  };
  const stop = () => {
    stopChildren(children);
    cleanUp();
  };
  process.on('exit', stop);
  await waitForPort(mockPort, 'Prism');
  await waitForPort(port, name);
  // The site's server stays up with nothing behind /api: every call fails as when the API is down.
  const stopApi = () => stopChildren(children.slice(0, 1));
  return { baseUrl: `http://127.0.0.1:${port}`, stop, stopApi };
}

const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const brotliModules = ['filter', 'static'].map((kind) => `/usr/lib/nginx/modules/ngx_http_brotli_${kind}_module.so`);

/** Why deploy/nginx.conf cannot run on this machine, if it cannot. */
export const nginxProblem = (): string | undefined => {
  const missing = [nginxPath, ...brotliModules].filter((path) => !existsSync(path));
  if (missing.length === 0) return undefined;
  return (
    `The production server needs ${missing.join(' and ')}. Install Debian's nginx and its brotli modules ` +
    '(apt-get install -y nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static) or set NGINX_PATH.'
  );
};

/**
 * Runs nginx from deploy/nginx.conf filled in for this machine: pid, logs and temporary files in a
 * fresh directory, so it needs no root-owned path; 127.0.0.1 only; the API proxied to Prism.
 */
export async function startMockAndNginx({ mockPort, port }: { mockPort: number; port: number }) {
  const problem = nginxProblem();
  if (problem) throw new Error(problem);
  const runtime = mkdtempSync(join(tmpdir(), 'webbee-nginx-'));
  // A checkout may sit in a private temporary directory (a fresh CI clone does): the workers run as
  // this account, which can read it, instead of www-data, which cannot.
  chmodSync(runtime, 0o755);
  const errorLog = join(runtime, 'error.log');
  const config = join(runtime, 'nginx.conf');
  writeFileSync(
    config,
    renderNginxConfig({
      listen: `127.0.0.1:${port}`,
      root: resolve('dist'),
      apiUpstream: `http://127.0.0.1:${mockPort}`,
      headers: securityHeaders(),
      pages: pageNames('dist'),
      workerUser: userInfo().username,
      pid: join(runtime, 'nginx.pid'),
      errorLog,
      accessLog: join(runtime, 'access.log'),
      tempDir: runtime,
      mockApi: true,
    }),
  );
  const args = ['-e', errorLog, '-c', config, '-g', 'daemon off;'];
  const check = spawnSync(nginxPath, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejects ${config}:\n${check.stderr}`);

  const cleanUp = () => rmSync(runtime, { recursive: true, force: true });
  let nginx: ChildProcess | undefined;
  const started = startWithMock(
    { mockPort, port, name: 'nginx' },
    (env) => (nginx = spawn(nginxPath, args, spawnOptions(env))),
    cleanUp,
  );
  // A port nginx cannot bind ends it at once: say why instead of waiting out the timeout.
  const exited = new Promise<never>((_, reject) =>
    nginx!.once('exit', (code) => {
      const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
      reject(new Error(`nginx stopped (exit code ${code}):\n${log}`));
    }),
  );
  return Promise.race([started, exited]);
}

/**
 * Prism for a client that calls it directly, as the build does: a proxy that asks Prism for the
 * Arabic examples when a request asks for Arabic, as vite's proxy and the browser tests' nginx do.
 */
export function startMockLanguageProxy(mockPort: number): Promise<{ url: string; close: () => void }> {
  const proxy = createServer((incoming, answer) => {
    const example = mockExampleFor(incoming.headers['accept-language']);
    const upstream = request(
      {
        host: '127.0.0.1',
        port: mockPort,
        method: incoming.method,
        path: incoming.url,
        headers: example ? { ...incoming.headers, prefer: example } : incoming.headers,
      },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(answer);
      },
    );
    upstream.on('error', (error) => answer.destroy(error));
    incoming.pipe(upstream);
  });
  return new Promise((resolve) =>
    proxy.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
        close: () => proxy.close(),
      }),
    ),
  );
}

if (import.meta.main) {
  if (process.argv[2] !== 'build-against-mock') {
    console.error('Usage: node scripts/servers.ts build-against-mock   (Prism on MOCK_PORT, 4010 unless set)');
    process.exit(1);
  }
  const mockPort = Number(process.env.MOCK_PORT ?? 4010);
  await waitForPort(mockPort, 'Prism');
  const proxy = await startMockLanguageProxy(mockPort);
  const build = spawn('npm', ['run', 'build'], {
    env: { ...process.env, PRERENDER_API_BASE: proxy.url },
    stdio: 'inherit',
  });
  build.on('exit', (code) => {
    proxy.close();
    process.exit(code ?? 1);
  });
}
