import type { StoryDecorator } from '@ladle/react';
import { useEffect, type ReactNode } from 'react';

/** One thing a visitor does; false while the story does not show what it needs yet. */
export type VisitorStep = () => boolean;

// A story with MSW handlers renders only once Ladle's worker has started, which takes a while the
// first time: so each step waits until the story shows what it acts on, instead of for a fixed time.
function ActOnLoad({ steps, children }: { steps: VisitorStep[]; children: ReactNode }) {
  useEffect(() => {
    let done = 0;
    const timer = setInterval(() => {
      if (steps[done]?.()) done += 1;
      if (done === steps.length) clearInterval(timer);
    }, 150);
    return () => clearInterval(timer);
  }, [steps]);
  return children;
}

/** Takes these steps in turn once the story has rendered, to show states that follow a visitor's actions. */
export const actingOnLoad =
  (...steps: VisitorStep[]): StoryDecorator =>
  (Story) => (
    <ActOnLoad steps={steps}>
      <Story />
    </ActOnLoad>
  );

/** Presses the enabled button with this accessible label or text. */
export const pressing =
  (label: string): VisitorStep =>
  () => {
    const button = [...document.querySelectorAll<HTMLButtonElement>('button:enabled')].find(
      (candidate) => candidate.getAttribute('aria-label') === label || candidate.textContent === label,
    );
    button?.click();
    return button !== undefined;
  };

const submitting: VisitorStep = () => {
  const submit = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
  submit?.click();
  return submit !== null;
};

/** Presses the form's submit button once the story has rendered, to show invalid, sending or failed states. */
export const submittedOnLoad = actingOnLoad(submitting);
