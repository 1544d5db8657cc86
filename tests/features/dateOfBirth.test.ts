import { describe, expect, it } from 'vitest';
import { dateOfBirthIso } from '@/features/careers/dateOfBirth';

const today = new Date('2026-11-29T12:00:00Z');

describe('a typed date of birth', () => {
  it.each([
    ['17/03/1994', '1994-03-17'],
    ['17/3/1994', '1994-03-17'],
    ['7.3.1994', '1994-03-07'],
    ['17-03-1994', '1994-03-17'],
    [' 17 03 1994 ', '1994-03-17'],
    ['17031994', '1994-03-17'],
    ['1994-03-17', '1994-03-17'],
    ['١٧/٠٣/١٩٩٤', '1994-03-17'],
    ['۱۷/۰۳/۱۹۹۴', '1994-03-17'],
    ['29/02/2000', '2000-02-29'],
  ])('reads %s, day first, as %s', (typed, iso) => {
    expect(dateOfBirthIso(typed, today)).toBe(iso);
  });

  it.each([
    '',
    '17/03',
    '31/02/1994',
    '29/02/1999',
    '13/13/1994',
    '03/17/1994',
    '17/03/94',
    '01/01/1899',
    '01/12/2026',
    'March 1994',
  ])('refuses %j: not a real past date, day first with a four-digit year', (typed) => {
    expect(dateOfBirthIso(typed, today)).toBeUndefined();
  });
});
