import { MantineProvider } from '@mantine/core';
import { act, fireEvent } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PageHero } from '@/components/PageHero';

function Drawing() {
  return (
    <svg viewBox="0 0 560 460" width={560} height={460} role="img" aria-label="A website being edited">
      <rect x={16} y={56} width={404} height={318} rx="10" />
    </svg>
  );
}

const hero = (renders: string[]) => (
  <MantineProvider>
    <PageHero title="Your professional business website" visual={<Drawing />}>
      <button type="button" onClick={() => renders.push('pressed')}>
        Book a Demo
      </button>
    </PageHero>
  </MantineProvider>
);

const onServer = (ui: ReactNode) => renderToString(ui);

describe('PageHero', () => {
  it('prerenders its drawing beside the title', () => {
    const markup = onServer(hero([]));
    expect(markup).toContain('<h1');
    expect(markup).toContain('aria-label="A website being edited"');
  });

  it('hydrates its prerendered markup as it is, drawing and button alike', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = onServer(hero([]));
    const drawing = container.querySelector('svg');
    const renders: string[] = [];
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, hero(renders), { onRecoverableError });
      await Promise.resolve();
    });
    expect(renders).toEqual([]);
    expect(container.querySelector('svg')).toBe(drawing);
    fireEvent.click(container.querySelector('button')!);
    expect(renders).toEqual(['pressed']);
    expect(onRecoverableError).not.toHaveBeenCalled();
    container.remove();
  });
});
