import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import HomePage from '@/features/home/HomePage';
import CartPage from '@/features/products/CartPage';
import ClientAppPage from '@/features/products/ClientAppPage';
import BecomeSellerPage from '@/features/signup/BecomeSellerPage';
import CreateWebsitePage from '@/features/signup/CreateWebsitePage';
import { renderWithProviders } from '../testUtils';

// Each button's look as Mantine marks it: its variant, then its size.
const looks = (region: HTMLElement) =>
  [...region.querySelectorAll('a, button')]
    .filter((action) => action.closest('[data-variant]') === action)
    .map((action) => `${action.getAttribute('data-variant')} ${action.getAttribute('data-size')}`);

describe('calls to action', () => {
  it.each<[string, ComponentType, string[], string[]]>([
    ['Home', HomePage, ['filled lg', 'outline lg'], []],
    ['Webbee Client', ClientAppPage, ['filled lg', 'outline lg'], ['filled lg', 'outline lg']],
    ['Webbee Cart', CartPage, ['filled lg', 'outline lg'], ['filled lg', 'outline lg']],
    ['Become a Customer', CreateWebsitePage, ['filled lg'], []],
    ['Become a Seller', BecomeSellerPage, ['filled lg'], []],
  ])(
    "on %s, the hero's and the closing band's are the main step filled, then one alternative outlined, at one size",
    (_, Page, hero, closing) => {
      const { container } = renderWithProviders(<Page />);
      expect(looks(container.querySelector('section')!)).toEqual(hero);
      const closingBand = screen.queryByRole('complementary');
      expect(closingBand ? looks(closingBand) : []).toEqual(closing);
    },
  );
});
