import { act, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showErrorToast, showSuccessToast } from '@/lib/forms/feedback';
import { findToast, renderWithProviders } from '../testUtils';

const toastOf = async (text: string) => {
  const message = await findToast(text);
  return {
    toast: message.closest('.mantine-Notification-root') as HTMLElement,
    container: message.closest('.site-toasts') as HTMLElement,
  };
};

describe('Toasts', () => {
  it('show top-right with a close button in English', async () => {
    renderWithProviders(<main />);
    act(() => {
      showErrorToast('Please enter your Name');
    });
    const { toast, container } = await toastOf('Please enter your Name');
    expect(container).toHaveAttribute('data-position', 'top-right');
    expect(within(toast).getByRole('button', { name: 'Close this message' })).toBeInTheDocument();
  });

  it('show top-left on Arabic pages, their close button labelled in Arabic', async () => {
    renderWithProviders(<main />, { locale: 'ar' });
    act(() => {
      showSuccessToast('تم استلام طلب العرض التوضيحي.');
    });
    const { toast, container } = await toastOf('تم استلام طلب العرض التوضيحي.');
    expect(container).toHaveAttribute('data-position', 'top-left');
    expect(within(toast).getByRole('button', { name: 'إغلاق هذه الرسالة' })).toBeInTheDocument();
  });
});
