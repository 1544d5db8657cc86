import { lazy, Suspense, type ReactNode } from 'react';
import { DemoRequestPopup } from '@/features/demo/DemoRequestPopup';
import { Footer } from './Footer';
import { Header } from './Header';

// The footer data, its schema and the chat button load after the page itself: nothing above the
// fold needs them, and they would otherwise weigh on every first page load.
const SocialLinksFromApi = lazy(() =>
  import('./FooterData').then((module) => ({ default: module.SocialLinksFromApi })),
);
const ChatButtonFromApi = lazy(() => import('./FooterData').then((module) => ({ default: module.ChatButtonFromApi })));

/** Header, page and footer; the footer data decides the social links and whether the chat button shows. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer
        socialLinks={
          <Suspense fallback={null}>
            <SocialLinksFromApi />
          </Suspense>
        }
      />
      <Suspense fallback={null}>
        <ChatButtonFromApi />
      </Suspense>
      <DemoRequestPopup />
    </>
  );
}
