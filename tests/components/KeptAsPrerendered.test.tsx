import { act, fireEvent } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeptAsPrerendered } from '@/components/KeptAsPrerendered';
import { HydrationProvider } from '@/lib/HydrationProvider';
import { PrerenderingProvider } from '@/lib/useHydrating';

/** Content that notes each time the client renders it. */
function Counted({ renders }: { renders: string[] }) {
  renders.push('rendered');
  return (
    <p>
      Every package includes hosting. <a href="/faq">FAQs</a> <a href="mailto:info@webbee.ae">Write to us</a>{' '}
      <a href="/aboutus#team">Our team</a>{' '}
      <a href="https://www.youtube.com/@webbee" target="_blank" rel="noreferrer">
        Watch
      </a>
    </p>
  );
}

const part = (renders: string[], keep = true) => (
  <KeptAsPrerendered component="section" keep={keep} aria-label="Included">
    <Counted renders={renders} />
  </KeptAsPrerendered>
);

/** The server's markup of `ui`, then the client hydrating it at /aboutus, noting renders and mismatches. */
async function prerenderThenHydrate(ui: (renders: string[]) => ReactElement, serverMarkup?: string) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML =
    serverMarkup ??
    renderToString(
      <PrerenderingProvider value>
        <HydrationProvider hydrating>{ui([])}</HydrationProvider>
      </PrerenderingProvider>,
    );
  const prerendered = container.innerHTML;
  const renders: string[] = [];
  // The browser's own location, as on the site: a memory location has no snapshot to hydrate with.
  window.history.replaceState(null, '', '/aboutus');
  const onRecoverableError = vi.fn();
  await act(async () => {
    hydrateRoot(container, <HydrationProvider hydrating>{ui(renders)}</HydrationProvider>, { onRecoverableError });
    await Promise.resolve();
  });
  return { container, prerendered, renders, onRecoverableError };
}

describe('KeptAsPrerendered', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('renders its content on the server, marked as needing no script', () => {
    const markup = renderToString(
      <PrerenderingProvider value>
        <HydrationProvider hydrating>{part([])}</HydrationProvider>
      </PrerenderingProvider>,
    );
    expect(markup).toContain('data-static-markup');
    expect(markup).toContain('Every package includes hosting.');
  });

  it('leaves the prerendered content as it is when the client hydrates, through the page settling', async () => {
    const { container, prerendered, renders, onRecoverableError } = await prerenderThenHydrate((renders) =>
      part(renders),
    );
    expect(renders).toEqual([]);
    expect(container.innerHTML).toBe(prerendered);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('opens its own links within the app, and leaves e-mail, new-tab, modified and same-page clicks to the browser', async () => {
    const { container } = await prerenderThenHydrate((renders) => part(renders));
    const link = (name: string) => [...container.querySelectorAll('a')].find((a) => a.textContent === name)!;

    // Whether the part took the click; then the test stops it, so the test's window stays on the site.
    const taken = (name: string, init?: MouseEventInit) => {
      let prevented: boolean | undefined;
      const note = (event: Event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener('click', note, { once: true });
      fireEvent.click(link(name), init);
      return prevented;
    };

    expect(taken('FAQs')).toBe(true);
    expect(window.location.pathname).toBe('/faq');
    // Left to the browser: a new tab, the mail program, a place on the same page.
    expect(taken('FAQs', { ctrlKey: true })).toBe(false);
    expect(taken('Watch')).toBe(false);
    expect(taken('Write to us')).toBe(false);
    expect(window.location.pathname).toBe('/faq');
    window.history.replaceState(null, '', '/aboutus');
    expect(taken('Our team')).toBe(false);
  });

  it('hydrates its content like any other when not asked to keep it', async () => {
    const { renders, onRecoverableError } = await prerenderThenHydrate((renders) => part(renders, false));
    expect(renders).not.toEqual([]);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('renders its content when the element it hydrates is empty', async () => {
    const { container, renders } = await prerenderThenHydrate(
      (renders) => part(renders),
      '<section data-static-markup="" aria-label="Included"></section>',
    );
    expect(renders).not.toEqual([]);
    expect(container.textContent).toContain('Every package includes hosting.');
  });

  it('renders its content in a page rendered afresh', async () => {
    const renders: string[] = [];
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<HydrationProvider hydrating={false}>{part(renders)}</HydrationProvider>);
      await Promise.resolve();
    });
    expect(renders).toEqual(['rendered']);
    expect(container.textContent).toContain('Every package includes hosting.');
  });
});
