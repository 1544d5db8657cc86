/**
 * What component tests share: the site's providers around a component, the toast a form shows, and
 * answers for the contract's mock handlers.
 *
 * A test overrides a call only through its generated `get*MockHandler`, so the method, the path and
 * the example body stay the contract's. Pass the factory a body to answer with it, a resolver to
 * read the request first, or one of the resolvers below to answer outside the contract's 200:
 * `server.use(getSendContactMessageMockHandler(failsWith(500, { Message: 'down' })))`.
 */
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { JsonBodyType } from 'msw';
import { delay, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ConflictProblem, StatusResponse, ValidationProblem } from '@/api/generated/model';
import { caseInsensitiveParser } from '@/app/caseInsensitiveParser';
import { Providers } from '@/app/Providers';
import { editions, type Locale } from '@/lib/i18n/locales';

export { server } from './msw';

export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/**
 * Renders a component with the site's providers and an in-memory router at `path` (which may carry
 * ?search), in the English edition unless `locale` says otherwise; `path` is within the edition.
 */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', locale = 'en' }: { path?: string; locale?: Locale } = {},
) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createTestQueryClient();
  document.documentElement.lang = locale;
  document.documentElement.dir = editions[locale].dir;
  const view = render(
    <Providers locale={locale} queryClient={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook} parser={caseInsensitiveParser}>
        {ui}
      </Router>
    </Providers>,
  );
  return { ...view, location, queryClient };
}

/**
 * Fills `field` in as a visitor pasting `text` would: one change, where a key at a time is not what
 * the test is about. The form renders once, not once a character.
 */
export const pasteInto = async (user: UserEvent, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

/** The message of the toast saying `text`, found where Mantine puts it rather than wherever the words also appear. */
export const findToast = (text: string) => screen.findByText(text, { selector: '.site-toast-message' });

/** The page's JSON-LD blocks, parsed, in document order; assertions narrow their shape. */
export const jsonLdBlocks = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((script): unknown =>
    JSON.parse(script.textContent ?? ''),
  );

/**
 * A resolver answering with any response. msw answers with a Response its resolver throws, and a
 * resolver that only throws fits every generated factory, whatever body type the factory expects.
 */
export const answersWithResponse = (makeResponse: () => Response) => (): never => {
  // only-throw-error wants Errors, which carry a stack; this throw is msw's way to answer, not a failure.
  const answer: unknown = makeResponse();
  throw answer;
};

/** A resolver failing with `status` and one of the error bodies the contract describes. */
export const failsWith = (status: number, body: StatusResponse | ConflictProblem | ValidationProblem) =>
  answersWithResponse(() => HttpResponse.json(body, { status }));

/** A resolver answering 200 with a body that breaks the contract. */
export const answersMalformed = (body: JsonBodyType) => answersWithResponse(() => HttpResponse.json(body));

/** A resolver that leaves the request unanswered, for timeouts and cancellation. */
export const neverAnswers = async (): Promise<never> => {
  await delay('infinite');
  throw new Error("The request outlived msw's infinite delay.");
};
