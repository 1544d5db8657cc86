import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IntroVideo } from '@/components/IntroVideo';
import { StoreBadges } from '@/components/StoreBadges';
import { renderWithProviders } from '../testUtils';

const channelUrl = 'https://www.youtube.com/@webbee';
const stores = {
  appStore: 'https://apps.apple.com/ae/app/webbee-cart/id6469011201',
  playStore: 'https://play.google.com/store/apps/details?id=ae.webbee.cart',
};
const codes = { appStore: '/assets/qr-cart-appStore.svg', playStore: '/assets/qr-cart-playStore.svg' };

describe('IntroVideo', () => {
  it('opens the channel when no video is configured, in English and in Arabic', () => {
    const { unmount } = renderWithProviders(<IntroVideo channelUrl={channelUrl} videoId="" />);
    expect(screen.getByRole('link', { name: 'Watch our videos on YouTube' })).toHaveAttribute('href', channelUrl);
    unmount();
    renderWithProviders(<IntroVideo channelUrl={channelUrl} videoId="" />, { locale: 'ar' });
    expect(screen.getByRole('link', { name: 'شاهد مقاطعنا على يوتيوب' })).toHaveAttribute('href', channelUrl);
  });

  it('names the video and its player in Arabic in the Arabic edition', () => {
    renderWithProviders(<IntroVideo channelUrl={channelUrl} videoId="intro" />, { locale: 'ar' });
    fireEvent.click(
      screen.getByRole('button', { name: 'تشغيل الفيديو: Webbee: موقع نشاطك التجاري جاهز خلال 72\u00a0ساعة' }),
    );
    expect(screen.getByTitle('Webbee: موقع نشاطك التجاري جاهز خلال 72 ساعة')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/intro?autoplay=1&rel=0',
    );
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
