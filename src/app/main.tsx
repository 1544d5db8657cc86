import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { replayBeforeHydration, stopRecordingBeforeHydration } from './beforeHydration';
import { createQueryClient } from './queryClient';
import { findRoute } from './routes';

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The prerender inlined this page's own CSS and left the whole stylesheet off so as not to block
// the first paint; everything the scripts may render next needs it now.
document.querySelector('link[data-site-stylesheet]')?.setAttribute('media', 'all');

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} onFirstCommit={replayBeforeHydration} />
  </StrictMode>
);

// A prerendered page is hydrated; any other path (another spelling, a detail page, an unknown
// URL served the Home fallback) is rendered afresh so no mismatched markup is adopted.
const prerenderedPath = container.dataset.prerenderedPath;
const isPrerenderedHere =
  prerenderedPath !== undefined && prerenderedPath === withoutTrailingSlash(window.location.pathname);

void findRoute(window.location.pathname)
  .load()
  .then((page) => {
    void page.prefetch?.(queryClient, new URL(window.location.href));
    stopRecordingBeforeHydration(container);
    // As a transition, React renders in slices of a few milliseconds and yields between them, so
    // a tap or a keystroke during hydration is answered at once instead of after one long task.
    startTransition(() => {
      if (isPrerenderedHere) hydrateRoot(container, app);
      else createRoot(container).render(app);
    });
  });
