import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BookDemoButton } from '@/components/BookDemoButton';
import { DemoRequestPopup } from '@/features/demo/DemoRequestPopup';
import { renderWithProviders } from '../testUtils';

// The popup's chunk fails to arrive once, as on a flaky phone network, then loads.
const chunk = vi.hoisted(() => ({ failuresLeft: 1 }));
vi.mock('@/features/demo/DemoRequestModal', async (importOriginal) => {
  if (chunk.failuresLeft > 0) {
    chunk.failuresLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/DemoRequestModal-Cd.js');
  }
  return importOriginal();
});

describe('Book a Demo whose code fails to load', () => {
  it('keeps the page, shows a message with Retry and Close in place of the popup, and Retry opens it', async () => {
    // React logs each error a boundary catches; main.tsx keeps load failures out of the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <h1>Webbee Client</h1>
        <BookDemoButton />
        <DemoRequestPopup />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Book a Demo' }));
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent("This part of the page didn't load.Check your connection and try again.");
    expect(document.body).not.toHaveTextContent(/assets|Failed to fetch/);
    expect(screen.getByRole('heading', { name: 'Webbee Client' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book a Demo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("This part of the page didn't load.");

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'Book a Demo' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
