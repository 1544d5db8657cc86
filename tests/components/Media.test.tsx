import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IntroVideo } from '@/components/IntroVideo';
import { StoreBadges } from '@/components/StoreBadges';
import AboutPage from '@/features/about/AboutPage';
import HomePage from '@/features/home/HomePage';
import { renderWithProviders } from '../testUtils';

const channelUrl = 'https://www.youtube.com/@webbee';
const stores = {
  appStore: 'https://apps.apple.com/ae/app/webbee-cart/id6469011201',
  playStore: 'https://play.google.com/store/apps/details?id=ae.webbee.cart',
};
const codes = { appStore: '/assets/qr-cart-appStore.svg', playStore: '/assets/qr-cart-playStore.svg' };

describe('IntroVideo', () => {
  const tour = {
    title: 'Product tour',
    poster: '/images/video-poster.svg',
    channelUrl,
    actions: { watchOnYouTube: 'Watch on YouTube', opensInNewTab: '(opens in a new tab)', playHere: 'Play video here' },
  };

  it('says that it opens YouTube in a new tab when no video is configured', () => {
    renderWithProviders(<IntroVideo {...tour} videoId="" />);
    const card = screen.getByRole('link', { name: 'Product tour Watch on YouTube (opens in a new tab)' });
    expect(card).toHaveAttribute('href', channelUrl);
    expect(card).toHaveAttribute('target', '_blank');
  });

  it('plays a configured video in place, its player named by the title', () => {
    renderWithProviders(<IntroVideo {...tour} videoId="intro" />);
    fireEvent.click(screen.getByRole('button', { name: 'Product tour Play video here' }));
    expect(screen.getByTitle('Product tour')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/intro?autoplay=1&rel=0',
    );
  });

  it('names the company story and what its card does in Arabic in the Arabic edition', () => {
    renderWithProviders(<AboutPage />, { path: '/aboutus', locale: 'ar' });
    expect(
      screen.getByRole('link', { name: 'قصتنا: الفريق وراء Webbee شاهده على يوتيوب (تُفتح في علامة تبويب جديدة)' }),
    ).toHaveAttribute('target', '_blank');
  });

  it("shows Home's product tour and About's company story, each with its own title and poster", () => {
    const card = (name: RegExp) => {
      const link = screen.getByRole('link', { name });
      return [link.textContent, link.parentElement?.querySelector('img')?.getAttribute('src')];
    };
    const { unmount } = renderWithProviders(<HomePage />);
    const home = card(/^Product tour/);
    unmount();
    renderWithProviders(<AboutPage />, { path: '/aboutus' });
    const about = card(/^Our story/);
    expect(home).toEqual([
      'Product tour: from logo to launchWatch on YouTube(opens in a new tab)',
      '/images/video-poster.svg',
    ]);
    expect(about).toEqual([
      'Our story: the team behind WebbeeWatch on YouTube(opens in a new tab)',
      '/images/story-poster.svg',
    ]);
  });
});

describe('StoreBadges', () => {
  it('offers both stores by badge, each opening its listing, and by code from tablets up', () => {
    renderWithProviders(<StoreBadges app="Webbee Cart" {...stores} codes={codes} />);
    expect(screen.getByRole('heading', { name: 'Get the Webbee Cart app' })).toBeInTheDocument();
    const appStore = screen.getByRole('link', { name: 'Download on the App Store' });
    expect(appStore).toHaveAttribute('href', stores.appStore);
    expect(appStore).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', stores.playStore);
    const appStoreCode = screen.getByRole('img', { name: 'QR code: get Webbee Cart on the App Store' });
    expect(appStoreCode).toHaveAttribute('src', codes.appStore);
    // Mantine's visibleFrom: hidden on phones, where the visitor already holds the phone.
    expect(appStoreCode.parentElement).toHaveClass('mantine-visible-from-sm');
    expect(screen.getByRole('img', { name: 'QR code: get Webbee Cart on the Google Play' })).toHaveAttribute(
      'src',
      codes.playStore,
    );
  });

  it('speaks Arabic in the Arabic edition, the app and store names as they are', () => {
    renderWithProviders(<StoreBadges app="Webbee Cart" {...stores} codes={codes} />, { locale: 'ar' });
    expect(screen.getByRole('heading', { name: 'حمّل تطبيق Webbee Cart' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'رمز QR: حمّل Webbee Cart من Google Play' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'حمّله من App Store' })).toHaveAttribute('href', stores.appStore);
    expect(screen.getByRole('link', { name: 'احصل عليه من Google Play' })).toHaveAttribute('href', stores.playStore);
  });
});
