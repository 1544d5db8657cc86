import { useMounted } from '@mantine/hooks';
import { useGetFooter } from '@/api/generated/settings/settings';
import { ChatButton } from './ChatButton';
import { SocialLinks } from './SocialLinks';

// These hydrate after the page, when another part of it may already have fetched the footer data;
// they start from none, as the prerendered HTML did, and show the data once mounted.
const useFooterSocialMedia = () => {
  const footer = useGetFooter();
  return useMounted() ? footer.data?.Result.SocialMedia : undefined;
};

/** The footer's social icons, from GET /api/Footer; none while it loads or when it fails. */
export function SocialLinksFromApi() {
  return <SocialLinks socialMedia={useFooterSocialMedia()} />;
}

/** The WhatsApp chat button, only when the footer data supplies a number. */
export function ChatButtonFromApi() {
  const whatsapp = useFooterSocialMedia()?.Whatsapp;
  return whatsapp ? <ChatButton whatsapp={whatsapp} /> : null;
}
