import { msw } from '@ladle/react';
import { getResponse, HttpHandler, HttpResponse } from 'msw';

/**
 * The calls of a story, answered by orval's generated handlers, the first that matches a call
 * answering it. Ladle starts its worker with its own msw 2, whose types refuse the project's
 * msw 3 handlers (their classes differ), so the story gets one msw 2 handler that asks the
 * generated ones for each answer; a call that none of them matches goes on to the network.
 */
export const answeredBy = (...handlers: HttpHandler[]): msw.RequestHandler[] => [
  msw.http.all('*', ({ request }) => getResponse(handlers, request)),
];

/** An override for a generated handler that never answers: the loading and sending states. */
export const neverAnswering = () => new Promise<never>(() => undefined);

/** The call a generated handler mocks, answered with HTTP 500: the failed states. */
export const failing = ({ info }: HttpHandler) =>
  new HttpHandler(info.method, info.path, () => new HttpResponse(null, { status: 500 }));
