import { describe, expect, it } from 'vitest';
import { Portrait } from '@/components/visuals/Portrait';
import { renderWithProviders } from '../testUtils';

const monogramOf = (name: string, locale: 'en' | 'ar') => {
  const { container, unmount } = renderWithProviders(
    <Portrait name={name} alt={`Portrait of ${name}`} variant="card" size={220} />,
    { locale },
  );
  const initials = container.querySelector('svg text')?.textContent;
  unmount();
  return initials;
};

describe('Portrait without a picture', () => {
  it('shows the initials of the first and the family name', () => {
    expect(monogramOf('Rashid Al Marri', 'en')).toBe('R\u200cM');
    expect(monogramOf('priya', 'en')).toBe('P');
  });

  it('takes an Arabic family name by the letter after its article, each initial standing alone', () => {
    expect(monogramOf('راشد المري', 'ar')).toBe('ر\u200cم');
    expect(monogramOf('مريم خوري', 'ar')).toBe('م\u200cخ');
  });
});
