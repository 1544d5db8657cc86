import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatButton } from '@/app/layout/ChatButton';
import { renderWithProviders } from '../testUtils';

const setViewportWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
};

describe('ChatButton', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => {
    vi.useRealTimers();
    setViewportWidth(1024);
  });

  const hoverFor = async (ms: number) => {
    const link = screen.getByRole('link', { name: 'Chat with Webbee on WhatsApp' });
    fireEvent.mouseEnter(link.parentElement as HTMLElement);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  };

  it('opens the WhatsApp chat in a new tab', () => {
    renderWithProviders(<ChatButton whatsapp="971501234567" />);
    const link = screen.getByRole('link', { name: 'Chat with Webbee on WhatsApp' });
    expect(link).toHaveAttribute('href', 'https://wa.me/971501234567');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('expands after 1 s of hover on wide screens, with a QR code and the greeting', async () => {
    setViewportWidth(1280);
    renderWithProviders(<ChatButton whatsapp="971501234567" />);
    await hoverFor(999);
    expect(screen.queryByText('Hello, Can we help you?')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText('Hello, Can we help you?')).toBeInTheDocument();
    vi.useRealTimers();
    expect(await screen.findByTitle('QR code that opens a WhatsApp chat with Webbee')).toBeInTheDocument();
  });

  it('expands after 0.5 s of hover below 1280 px', async () => {
    setViewportWidth(1279);
    renderWithProviders(<ChatButton whatsapp="971501234567" />);
    await hoverFor(499);
    expect(screen.queryByText('Hello, Can we help you?')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText('Hello, Can we help you?')).toBeInTheDocument();
  });

  it('does not expand when the pointer leaves before the delay, and collapses when it leaves', async () => {
    setViewportWidth(1280);
    renderWithProviders(<ChatButton whatsapp="971501234567" />);
    const root = screen.getByRole('link', { name: 'Chat with Webbee on WhatsApp' }).parentElement as HTMLElement;
    fireEvent.mouseEnter(root);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    fireEvent.mouseLeave(root);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByText('Hello, Can we help you?')).not.toBeInTheDocument();

    await hoverFor(1000);
    expect(screen.getByText('Hello, Can we help you?')).toBeInTheDocument();
    fireEvent.mouseLeave(root);
    expect(screen.queryByText('Hello, Can we help you?')).not.toBeInTheDocument();
  });

  it('steps aside while a control lies under it, and comes back once the page moves it clear', async () => {
    vi.useRealTimers();
    const submit = document.createElement('button');
    const underneath = vi.spyOn(document, 'elementsFromPoint').mockReturnValue([submit]);
    renderWithProviders(<ChatButton whatsapp="971501234567" />);
    const chat = screen.getByRole('complementary', { name: 'Chat with us' });
    expect(chat).toHaveAttribute('data-steps-aside', 'true');

    underneath.mockReturnValue([document.body]);
    fireEvent.scroll(window);
    await waitFor(() => expect(chat).toHaveAttribute('data-steps-aside', 'false'));

    underneath.mockReturnValue([submit]);
    fireEvent.focus(screen.getByRole('link', { name: 'Chat with Webbee on WhatsApp' }));
    fireEvent.scroll(window);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(chat, 'a keyboard user on the button sees it').toHaveAttribute('data-steps-aside', 'false');
  });

  it('speaks Arabic on Arabic pages, the chat address unchanged', () => {
    renderWithProviders(<ChatButton whatsapp="971501234567" initiallyExpanded />, { locale: 'ar' });
    expect(screen.getByRole('complementary', { name: 'تحدّث معنا' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تحدّث مع Webbee عبر واتساب' })).toHaveAttribute(
      'href',
      'https://wa.me/971501234567',
    );
    expect(screen.getByText('مرحبًا، هل يمكننا مساعدتك؟')).toBeInTheDocument();
    expect(screen.getByText('امسح الرمز أو انقر أدناه للتحدث معنا عبر واتساب.')).toBeInTheDocument();
  });
});
