import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
  type Icon,
} from '@tabler/icons-react';
import type { SocialMedia } from '@/api/generated/model';
import { footerSocialLinks, type SocialNetwork } from '@/content/social';

const icons: Partial<Record<SocialNetwork, Icon>> = {
  Facebook: IconBrandFacebook,
  Instagram: IconBrandInstagram,
  Linkedin: IconBrandLinkedin,
  Twitter: IconBrandX,
  Youtube: IconBrandYoutube,
};

/** One icon for each network the footer data supplies a link for; nothing for the rest. */
export function SocialLinks({ socialMedia }: { socialMedia: SocialMedia | undefined }) {
  const { t } = useLingui();
  const links = footerSocialLinks(socialMedia);
  if (links.length === 0) return null;
  return (
    <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t`Social media`}>
      {links.map(({ key, name, href }) => {
        const NetworkIcon = icons[key];
        return (
          <li key={key}>
            <ActionIcon
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t`Webbee on ${name}`}
              size="lg"
              radius="xl"
              variant="filled"
              color="brand.6"
            >
              {NetworkIcon && <NetworkIcon size={20} stroke={1.6} aria-hidden="true" />}
            </ActionIcon>
          </li>
        );
      })}
    </Group>
  );
}
