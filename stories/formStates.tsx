import type { StoryDecorator } from '@ladle/react';
import { useEffect, type ReactNode } from 'react';

function SubmitOnLoad({ children }: { children: ReactNode }) {
  useEffect(() => {
    const timer = setTimeout(
      () => document.querySelector<HTMLButtonElement>('form button[type="submit"]')?.click(),
      300,
    );
    return () => clearTimeout(timer);
  }, []);
  return children;
}

/** Presses the form's submit button once the story has rendered, to show invalid, sending or failed states. */
export const submittedOnLoad: StoryDecorator = (Story) => (
  <SubmitOnLoad>
    <Story />
  </SubmitOnLoad>
);

/** How a stubbed call answers: never, with a 500, or with this JSON body (from the contract's examples). */
type Answer = 'never' | 'server error' | { json: unknown };

function AnsweringFetch({ path, answer, children }: { path: string; answer: Answer; children: ReactNode }) {
  useEffect(() => {
    const realFetch = window.fetch;
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes(path)) return realFetch(input, init);
      if (answer === 'never') return new Promise<Response>(() => undefined);
      if (answer === 'server error') return Promise.resolve(new Response(null, { status: 500 }));
      return Promise.resolve(Response.json(answer.json));
    };
    return () => {
      window.fetch = realFetch;
    };
  }, [path, answer]);
  return children;
}

/** Calls to `path` answer as told while the story is shown: its sending, failed and answered states. */
export const whenCalling =
  (path: string, answer: Answer): StoryDecorator =>
  (Story) => (
    <AnsweringFetch path={path} answer={answer}>
      <Story />
    </AnsweringFetch>
  );
