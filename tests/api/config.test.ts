// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

const loadConfig = async (env: Record<string, string>) => {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('@/api/config');
};

afterEach(() => vi.unstubAllEnvs());

describe('API base URLs', () => {
  it('default to the same origin, so npm start needs no .env', async () => {
    const { resolveApiUrl } = await loadConfig({ VITE_API_BASE: '', VITE_VENDOR_ACCOUNT_BASE: '' });
    expect(resolveApiUrl('/api/Customer/Team')).toBe('/api/Customer/Team');
    expect(resolveApiUrl('/VendorAccount/Register')).toBe('/VendorAccount/Register');
  });

  it('send VendorAccount calls to their own base and every other call to the API base', async () => {
    const { resolveApiUrl } = await loadConfig({
      VITE_API_BASE: 'https://api.webbee.ae/',
      VITE_VENDOR_ACCOUNT_BASE: 'https://accounts.webbee.ae',
    });
    expect(resolveApiUrl('/api/Customer/Contact')).toBe('https://api.webbee.ae/api/Customer/Contact');
    expect(resolveApiUrl('/VendorAccount/SendOTPNumber/971501234567')).toBe(
      'https://accounts.webbee.ae/VendorAccount/SendOTPNumber/971501234567',
    );
  });

  it('read the footer data from the configured path', async () => {
    const { resolveApiUrl } = await loadConfig({ VITE_API_BASE: '', VITE_FOOTER_PATH: '/api/Footer?garage=webbee' });
    expect(resolveApiUrl('/api/Footer')).toBe('/api/Footer?garage=webbee');
  });
});
