import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IntroVideo } from '@/components/IntroVideo';
import { StoreQrCodes } from '@/components/StoreQrCodes';
import { renderWithProviders } from '../testUtils';

const channelUrl = 'https://www.youtube.com/@webbee';
const stores = {
  appStore: 'https://apps.apple.com/ae/search?term=webbee%20cart',
  playStore: 'https://play.google.com/store/search?q=webbee%20cart&c=apps',
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
      screen.getByRole('button', { name: 'تشغيل الفيديو: Webbee: موقع نشاطك التجاري جاهز خلال 72 ساعة' }),
    );
    expect(screen.getByTitle('Webbee: موقع نشاطك التجاري جاهز خلال 72 ساعة')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/intro?autoplay=1&rel=0',
    );
  });
});

describe('StoreQrCodes', () => {
  it('offers both stores by code and by link', () => {
    renderWithProviders(<StoreQrCodes app="Webbee Cart" {...stores} codes={codes} />);
    expect(screen.getByRole('heading', { name: 'Get the Webbee Cart app' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code: get Webbee Cart on the App Store' })).toHaveAttribute(
      'src',
      codes.appStore,
    );
    expect(screen.getByRole('img', { name: 'QR code: get Webbee Cart on the Google Play' })).toHaveAttribute(
      'src',
      codes.playStore,
    );
    expect(screen.getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', stores.playStore);
  });

  it('speaks Arabic in the Arabic edition, the app and store names as they are', () => {
    renderWithProviders(<StoreQrCodes app="Webbee Cart" {...stores} codes={codes} />, { locale: 'ar' });
    expect(screen.getByRole('heading', { name: 'حمّل تطبيق Webbee Cart' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'رمز QR: حمّل Webbee Cart من Google Play' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', stores.appStore);
  });
});
