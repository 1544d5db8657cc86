import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HydrationProvider } from '@/lib/HydrationProvider';
import { PageDataProvider, useHydrating } from '@/lib/useHydrating';

/** What a list page does: skeletons while hydrating, then its data. */
function ListStates({ seen }: { seen: string[] }) {
  const state = useHydrating() ? 'skeleton' : 'cards';
  seen.push(state);
  return <p>{state}</p>;
}

/** Server-renders `ui`, then hydrates that markup, noting each render and any mismatch React reports. */
async function prerenderThenHydrate(ui: (seen: string[]) => React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<HydrationProvider hydrating>{ui([])}</HydrationProvider>);
  const prerendered = container.innerHTML;
  const seen: string[] = [];
  const onRecoverableError = vi.fn();
  await act(async () => {
    hydrateRoot(container, <HydrationProvider hydrating>{ui(seen)}</HydrationProvider>, { onRecoverableError });
    await Promise.resolve();
  });
  return { prerendered, seen, onRecoverableError, shown: container.innerHTML };
}

describe('useHydrating', () => {
  it('renders what the server rendered while hydrating, then the data', async () => {
    const { prerendered, seen, onRecoverableError, shown } = await prerenderThenHydrate((seen) => (
      <ListStates seen={seen} />
    ));
    expect(prerendered).toBe('<p>skeleton</p>');
    expect(seen).toEqual(['skeleton', 'cards']);
    expect(shown).toBe('<p>cards</p>');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('renders the data at once when nothing is being hydrated', async () => {
    const seen: string[] = [];
    await act(async () => {
      createRoot(document.createElement('div')).render(
        <HydrationProvider hydrating={false}>
          <ListStates seen={seen} />
        </HydrationProvider>,
      );
      await Promise.resolve();
    });
    expect(seen).toEqual(['cards']);
  });

  it('renders the data from the first render on when it came with the page, server and client alike', async () => {
    const { prerendered, seen, onRecoverableError, shown } = await prerenderThenHydrate((seen) => (
      <PageDataProvider value>
        <ListStates seen={seen} />
      </PageDataProvider>
    ));
    expect(prerendered).toBe('<p>cards</p>');
    expect(seen[0]).toBe('cards');
    expect(seen).not.toContain('skeleton');
    expect(shown).toBe('<p>cards</p>');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });
});
