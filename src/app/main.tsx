import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { findRoute } from './routes';

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A prerendered page is hydrated; any other path (another spelling, a detail page, an unknown
// URL served the Home fallback) is rendered afresh so no mismatched markup is adopted.
const prerenderedPath = container.dataset.prerenderedPath;
const isPrerenderedHere =
  prerenderedPath !== undefined && prerenderedPath === withoutTrailingSlash(window.location.pathname);

void findRoute(window.location.pathname)
  .load()
  .then(() => {
    if (isPrerenderedHere) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
