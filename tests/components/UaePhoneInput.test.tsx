import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { UaePhoneInput } from '@/components/UaePhoneInput';
import { renderWithProviders } from '../testUtils';

function PhoneField({ label }: { label: string }) {
  const [phone, setPhone] = useState('');
  return (
    <>
      <UaePhoneInput label={label} value={phone} onChange={setPhone} />
      <output>{phone}</output>
    </>
  );
}

describe('UaePhoneInput', () => {
  it('keeps +971 and the number left to right on an Arabic page, its label right to left', () => {
    renderWithProviders(<PhoneField label="رقم الهاتف" />, { locale: 'ar' });
    const input = screen.getByLabelText('رقم الهاتف');
    expect(input.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(input.closest('[dir="ltr"]')).toHaveTextContent('+971');
    expect(screen.getByText('رقم الهاتف').closest('[dir="ltr"]')).toBeNull();

    fireEvent.change(input, { target: { value: '050 123 4567' } });
    expect(input).toHaveValue('501-234-567');
    expect(screen.getByRole('status')).toHaveTextContent('971501234567');
  });

  it('reads left to right in English as well', () => {
    renderWithProviders(<PhoneField label="Phone number" />);
    expect(screen.getByLabelText('Phone number').closest('[dir]')).toHaveAttribute('dir', 'ltr');
  });

  it('groups the digits as its placeholder shows, and keeps the caret after a digit typed mid-number', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PhoneField label="Phone number" />);
    const input = screen.getByLabelText<HTMLInputElement>('Phone number');
    expect(input).toHaveAttribute('placeholder', 'xxx-xxx-xxx');
    await user.type(input, '501234567');
    expect(input).toHaveValue('501-234-567');
    await user.type(input, '9', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input).toHaveValue('509-123-4567');
    expect(input.selectionStart).toBe(3);
    expect(screen.getByRole('status')).toHaveTextContent('9715091234567');
  });
});
