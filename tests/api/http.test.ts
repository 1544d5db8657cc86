import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getFooter } from '@/api/generated/settings/settings';
import { getGetFooterMockHandler, getGetFooterResponseMock } from '@/api/generated/settings/settings.msw';
import { sendPhoneOtp } from '@/api/generated/vendor-account/vendor-account';
import { getSendPhoneOtpMockHandler } from '@/api/generated/vendor-account/vendor-account.msw';
import { ApiError, http } from '@/api/http';
import { answersMalformed, answersWithResponse, failsWith, neverAnswers, server } from '../testUtils';

const failureOf = async (call: Promise<unknown>) => {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('The call succeeded');
};

describe('the fetch mutator', () => {
  it('returns the parsed body of a response that keeps the contract', async () => {
    await expect(getFooter()).resolves.toEqual(getGetFooterResponseMock());
  });

  it('turns a body that breaks the contract into a typed contract error, not a crash', async () => {
    server.use(getGetFooterMockHandler(answersMalformed({ Result: { SocialMedia: 'facebook' } })));
    const error = await failureOf(getFooter());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'contract', status: 200 });
  });

  it('turns a body that is not JSON into a typed contract error', async () => {
    server.use(
      getGetFooterMockHandler(answersWithResponse(() => new HttpResponse('<html>gateway</html>', { status: 200 }))),
    );
    expect(await failureOf(getFooter())).toMatchObject({ kind: 'contract' });
  });

  it('sends the headers of the caller whether they come as a Headers object or a record', async () => {
    const seen: Headers[] = [];
    server.use(
      getGetFooterMockHandler(({ request }) => {
        seen.push(request.headers);
        return getGetFooterResponseMock();
      }),
    );
    await http('/api/Footer', { headers: new Headers({ 'X-Trace': 'one' }) });
    await http('/api/Footer', { headers: { 'X-Trace': 'two', Accept: 'text/plain' } });
    expect(seen.map((headers) => [headers.get('x-trace'), headers.get('accept')])).toEqual([
      ['one', 'application/json'],
      ['two', 'text/plain'],
    ]);
  });

  describe('the language of the answer', () => {
    const languagesAsked = () => {
      const asked: (string | null)[] = [];
      server.use(
        getGetFooterMockHandler(({ request }) => {
          asked.push(request.headers.get('accept-language'));
          return getGetFooterResponseMock();
        }),
      );
      return asked;
    };
    afterEach(() => {
      document.documentElement.lang = 'en';
    });

    it("asks for the page's language, as it is when each call is made", async () => {
      const asked = languagesAsked();
      document.documentElement.lang = 'ar';
      await getFooter();
      document.documentElement.lang = 'en';
      await getFooter();
      expect(asked).toEqual(['ar', 'en']);
    });

    it('keeps a language the caller names, as the prerender does for each edition', async () => {
      const asked = languagesAsked();
      document.documentElement.lang = 'en';
      await getFooter({ headers: { 'Accept-Language': 'ar' } });
      expect(asked).toEqual(['ar']);
    });

    it('names none where there is no page: a document without a language, or none at all', async () => {
      const asked = languagesAsked();
      document.documentElement.lang = '';
      await getFooter();
      vi.stubGlobal('document', undefined);
      await getFooter();
      vi.unstubAllGlobals();
      expect(asked).toEqual([null, null]);
    });
  });

  it('sends a call to the API base it is given instead of the configured one', async () => {
    const urls: string[] = [];
    server.use(
      getGetFooterMockHandler(({ request }) => {
        urls.push(request.url);
        return getGetFooterResponseMock();
      }),
    );
    // Same origin as the test page, so happy-dom asks no CORS preflight of it.
    await getFooter({ apiBase: 'http://localhost:3000/prerender-api/' });
    expect(urls).toEqual(['http://localhost:3000/prerender-api/api/Footer']);
  });

  it('keeps the status and body of a 500', async () => {
    server.use(getGetFooterMockHandler(failsWith(500, { Message: 'down' })));
    const error = await failureOf(getFooter());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 500, body: { Message: 'down' } });
  });

  it('keeps the StatusCode and Message of a 409 and errors.OTP of a 400, which the sign-up rules read', async () => {
    server.use(getSendPhoneOtpMockHandler(failsWith(409, { StatusCode: 409, Message: 'Phone already registered' })));
    expect(await failureOf(sendPhoneOtp('971501234567'))).toMatchObject({
      status: 409,
      body: { StatusCode: 409, Message: 'Phone already registered' },
    });
    server.use(getSendPhoneOtpMockHandler(failsWith(400, { errors: { OTP: ['Wrong code'] } })));
    expect(await failureOf(sendPhoneOtp('971501234567'))).toMatchObject({
      status: 400,
      body: { errors: { OTP: ['Wrong code'] } },
    });
  });

  it('gives up after the timeout with a typed timeout error', async () => {
    server.use(getGetFooterMockHandler(neverAnswers));
    const error = await failureOf(http('/api/Footer', { timeoutMs: 50 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', status: null });
  });

  it('reports a dropped connection as a typed network error', async () => {
    server.use(getGetFooterMockHandler(answersWithResponse(() => HttpResponse.error())));
    expect(await failureOf(getFooter())).toMatchObject({ kind: 'network' });
  });

  it('lets a caller cancel a request without calling it a failure of the API', async () => {
    server.use(getGetFooterMockHandler(neverAnswers));
    const controller = new AbortController();
    const call = http('/api/Footer', { signal: controller.signal });
    controller.abort();
    const error = await failureOf(call);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});
