// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/components/formatDate';

describe('formatDate', () => {
  it('writes the day, the short month and the year in English', () => {
    expect(formatDate('2026-11-18T09:00:00', 'en')).toBe('18 Nov 2026');
    expect(formatDate('2026-09-24T09:00:00', 'en')).toBe('24 Sep 2026');
    expect(formatDate('2026-06-02T09:00:00', 'en')).toBe('2 Jun 2026');
  });

  it('writes the Arabic month in the Arabic edition', () => {
    expect(formatDate('2026-11-18T09:00:00', 'ar')).toBe('18 نوفمبر 2026');
  });

  it('reads a date without a zone as UTC, so a late-evening post keeps its day anywhere', () => {
    expect(formatDate('2026-11-18T23:30:00', 'en')).toBe('18 Nov 2026');
    expect(formatDate('2026-11-18T23:30:00+04:00', 'ar')).toBe('18 نوفمبر 2026');
  });

  it('shows what the API sent when it is not a date', () => {
    expect(formatDate('soon', 'ar')).toBe('soon');
  });
});
