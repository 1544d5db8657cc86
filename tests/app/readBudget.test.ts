import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiConfig, readRetryDelayMs } from '@/api/config';
import { getGetFooterQueryOptions } from '@/api/generated/settings/settings';
import { getGetFooterMockHandler } from '@/api/generated/settings/settings.msw';
import { sendContactMessage } from '@/api/generated/leads/leads';
import { getSendContactMessageMockHandler } from '@/api/generated/leads/leads.msw';
import { createQueryClient } from '@/app/queryClient';
import { neverAnswers, server } from '../testUtils';

afterEach(() => {
  vi.useRealTimers();
});

describe('the time a visitor waits for a call', () => {
  it('reports a hung read, retry included, within the one budget', async () => {
    vi.useFakeTimers();
    server.use(getGetFooterMockHandler(neverAnswers));
    const client = createQueryClient();
    let settledAt: number | undefined;
    const started = Date.now();
    const read = client.fetchQuery(getGetFooterQueryOptions()).finally(() => (settledAt = Date.now()));
    read.catch(() => undefined);

    await vi.advanceTimersByTimeAsync(apiConfig.requestTimeoutMs - readRetryDelayMs - 100);
    expect(settledAt).toBeUndefined();
    await vi.advanceTimersByTimeAsync(readRetryDelayMs + 200);
    await expect(read).rejects.toMatchObject({ kind: 'timeout' });
    expect(settledAt! - started).toBeLessThanOrEqual(apiConfig.requestTimeoutMs);
  });

  it('gives a send, which is never retried, the whole budget', async () => {
    vi.useFakeTimers();
    server.use(getSendContactMessageMockHandler(neverAnswers));
    let failed = false;
    const send = sendContactMessage({ name: 'a', email: 'a@b.ae', subject: 's', message: 'm' }).catch(() => {
      failed = true;
    });
    await vi.advanceTimersByTimeAsync(apiConfig.requestTimeoutMs - 100);
    expect(failed).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await send;
    expect(failed).toBe(true);
  });
});
