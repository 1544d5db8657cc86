import type { StoryDecorator } from '@ladle/react';
import { useEffect, type ReactNode } from 'react';

function SubmitOnLoad({ children }: { children: ReactNode }) {
  useEffect(() => {
    const timer = setTimeout(() => document.querySelector<HTMLButtonElement>('form button[type="submit"]')?.click(), 300);
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

type Answer = 'never' | 'server error';

function AnsweringFetch({ path, answer, children }: { path: string; answer: Answer; children: ReactNode }) {
  useEffect(() => {
    const realFetch = window.fetch;
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes(path)) return realFetch(input, init);
      return answer === 'never' ? new Promise<Response>(() => undefined) : Promise.resolve(new Response(null, { status: 500 }));
    };
    return () => {
      window.fetch = realFetch;
    };
  }, [path, answer]);
  return children;
}

/** Calls to `path` never answer, or fail with a 500, while the story is shown: its sending and failed states. */
export const whenCalling =
  (path: string, answer: Answer): StoryDecorator =>
  (Story) => (
    <AnsweringFetch path={path} answer={answer}>
      <Story />
    </AnsweringFetch>
  );
