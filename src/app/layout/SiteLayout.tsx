import type { ReactNode } from 'react';
import { useGetFooter } from '../../api/generated/settings/settings';
import { ChatButton } from './ChatButton';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header, page and footer; the footer data decides the social links and whether the chat button shows. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const footer = useGetFooter();
  const socialMedia = footer.data?.Result.SocialMedia;
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer socialMedia={socialMedia} />
      {socialMedia?.Whatsapp && <ChatButton whatsapp={socialMedia.Whatsapp} />}
    </>
  );
}
