// Starts Prism on the contract and the production preview, for the browser tests and the benchmark.
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';

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

export async function startMockAndPreview({ mockPort, previewPort }: { mockPort: number; previewPort: number }) {
  const env = { ...process.env, MOCK_PORT: String(mockPort), PREVIEW_PORT: String(previewPort) };
  const options = { env, detached: true, stdio: ['ignore', 'ignore', 'inherit'] as ('ignore' | 'inherit')[] };
  const children: ChildProcess[] = [
    spawn(
      'node_modules/.bin/prism',
      ['mock', 'openapi.yaml', '--host', '127.0.0.1', '--port', String(mockPort), '--errors', 'false'],
      options,
    ),
    spawn(
      'node_modules/.bin/vite',
      ['preview', '--host', '127.0.0.1', '--port', String(previewPort), '--strictPort'],
      options,
    ),
  ];
  const stop = () => {
    for (const child of children) {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already stopped
      }
    }
  };
  process.on('exit', stop);
  await waitForPort(mockPort, 'Prism');
  await waitForPort(previewPort, 'vite preview');
  return { baseUrl: `http://127.0.0.1:${previewPort}`, stop };
}
