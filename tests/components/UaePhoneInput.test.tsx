import { fireEvent, screen } from '@testing-library/react';
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
    expect(input).toHaveValue('501234567');
    expect(screen.getByRole('status')).toHaveTextContent('971501234567');
  });

  it('reads left to right in English as well', () => {
    renderWithProviders(<PhoneField label="Phone number" />);
    expect(screen.getByLabelText('Phone number').closest('[dir]')).toHaveAttribute('dir', 'ltr');
  });
});
