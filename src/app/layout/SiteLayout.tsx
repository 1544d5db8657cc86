import { lazy, Suspense, type ReactNode } from 'react';
import { DemoRequestPopup } from '@/features/demo/DemoRequestPopup';
import { usePageIdle } from '@/lib/pageIdle';
import { Footer } from './Footer';
import { Header } from './Header';

// The footer data, its schema and the chat button load once the page is idle: nothing a visitor
// needs first depends on them, and they would otherwise weigh on every first page load.
const SocialLinksFromApi = lazy(() =>
  import('./FooterData').then((module) => ({ default: module.SocialLinksFromApi })),
);
const ChatButtonFromApi = lazy(() => import('./FooterData').then((module) => ({ default: module.ChatButtonFromApi })));

/** Header, page and footer; the footer data decides the social links and whether the chat button shows. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const idle = usePageIdle();
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
          idle && (
            <Suspense fallback={null}>
              <SocialLinksFromApi />
            </Suspense>
          )
        }
      />
      {idle && (
        <Suspense fallback={null}>
          <ChatButtonFromApi />
        </Suspense>
      )}
      <DemoRequestPopup />
    </>
  );
}
