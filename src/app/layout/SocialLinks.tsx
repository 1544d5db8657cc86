import { ActionIcon, Group } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';
import type { SocialMedia } from '@/api/generated/model';

const networks = [
  { key: 'Facebook', label: 'Webbee on Facebook', Icon: IconBrandFacebook },
  { key: 'Instagram', label: 'Webbee on Instagram', Icon: IconBrandInstagram },
  { key: 'Linkedin', label: 'Webbee on LinkedIn', Icon: IconBrandLinkedin },
  { key: 'Twitter', label: 'Webbee on X (Twitter)', Icon: IconBrandX },
  { key: 'Youtube', label: 'Webbee on YouTube', Icon: IconBrandYoutube },
] as const;

/** One icon for each network the footer data supplies a link for; nothing for the rest. */
export function SocialLinks({ socialMedia }: { socialMedia: SocialMedia | undefined }) {
  const supplied = networks.filter(({ key }) => socialMedia?.[key]);
  if (supplied.length === 0) return null;
  return (
    <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Social media">
      {supplied.map(({ key, label, Icon }) => (
        <li key={key}>
          <ActionIcon
            component="a"
            href={socialMedia?.[key] ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            size="lg"
            radius="xl"
            variant="filled"
            color="brand.6"
          >
            <Icon size={20} stroke={1.6} aria-hidden="true" />
          </ActionIcon>
        </li>
      ))}
    </Group>
  );
}
