import { pageStore } from './pageStore';

const raised = pageStore(false);

/**
 * Says a toast was raised. Mantine keeps raised toasts in its store until its container is on
 * the page; the container (src/app/Toasts.tsx) is put there only then, since a page that shows no
 * toast would otherwise lay out eight empty positioned containers while it loads.
 */
export const markToastRaised = () => {
  if (!raised.get()) raised.set(true);
};

export const useToastRaised = (): boolean => raised.useValue();
