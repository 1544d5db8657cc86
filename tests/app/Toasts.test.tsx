import { act, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showErrorToast, showSuccessToast } from '@/lib/forms/feedback';
import { findToast, renderWithProviders } from '../testUtils';

const toastOf = async (text: string) => {
  const message = await findToast(text);
  return {
    toast: message.closest('.site-toast') as HTMLElement,
    container: message.closest('.site-toasts') as HTMLElement,
  };
};

describe('Toasts', () => {
  // First: whether a toast was raised is remembered for the rest of the visit, and of this file.
  it('put no container on the page until a toast is raised', async () => {
    const { container } = renderWithProviders(<main />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(container.ownerDocument.querySelector('.site-toasts')).toBeNull();
    act(() => {
      showErrorToast('Please enter your Email');
    });
    expect((await toastOf('Please enter your Email')).container).toBeInTheDocument();
  });

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
