import { Trans } from '@lingui/react/macro';
import { Suspense, type ReactNode } from 'react';
import { PartBoundary } from '@/components/PartBoundary';
import { PartUnavailable } from '@/components/PartUnavailable';
import { DemoRequestPopup } from '@/features/demo/DemoRequestPopup';
import { usePageIdle } from '@/lib/pageIdle';
import { lazyPart, retryableImport } from '@/lib/retryableLazy';
import { Footer } from './Footer';
import { Header } from './Header';

// The footer data, its schema and the chat button load once the page is idle: nothing a visitor
// needs first depends on them, and they would otherwise weigh on every first page load.
// One import for both: the footer's Retry brings the chat button back too.
const footerData = retryableImport(() => import('./FooterData'));
const SocialLinksFromApi = lazyPart(footerData, (module) => module.SocialLinksFromApi);
const ChatButtonFromApi = lazyPart(footerData, (module) => module.ChatButtonFromApi);

/** Header, page and footer; the footer data decides the social links and whether the chat button shows. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const idle = usePageIdle({ preload: [footerData.load] });
  return (
    <>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer
        socialLinks={
          idle && (
            <PartBoundary
              fallback={({ loadFailed, onRetry }) => (
                <PartUnavailable variant="compact" loadFailed={loadFailed} onRetry={onRetry} />
              )}
            >
              <Suspense fallback={null}>
                <SocialLinksFromApi />
              </Suspense>
            </PartBoundary>
          )
        }
      />
      {idle && (
        // The footer's message speaks for this chunk too; a second one in the corner would repeat it.
        <PartBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <ChatButtonFromApi />
          </Suspense>
        </PartBoundary>
      )}
      <DemoRequestPopup />
    </>
  );
}
