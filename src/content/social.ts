import type { SocialMedia } from '@/api/generated/model';
import { httpsUrl } from '@/lib/httpsUrl';
import { company, whatsappChatUrl } from './company';

export type SocialNetwork = keyof SocialMedia;

interface NetworkLink {
  /**
   * The footer data's field, which is also how the sitemap names the network (the spec's sitemap,
   * section 2: its Social Media group).
   */
  key: SocialNetwork;
  /** The network's own spelling, for the footer's icon labels. */
  name: string;
  /** The company's own address there, for the sitemap when the footer data has none. */
  companyValue: string;
  /** The footer data holds a WhatsApp number, not a link; nothing when the value makes no safe link. */
  toHref: (value: string) => string | undefined;
  inFooter: boolean;
  inSitemap: boolean;
}

const asLink = httpsUrl;

/**
 * The one list of Webbee's networks. The footer shows an icon for each one the footer data supplies
 * (WhatsApp is the chat button there); the sitemap always lists its five, with the footer data's
 * address where it has one and the company's own otherwise.
 */
export const socialNetworks: NetworkLink[] = [
  {
    key: 'Facebook',
    name: 'Facebook',
    companyValue: 'https://www.facebook.com/webbee.ae',
    toHref: asLink,
    inFooter: true,
    inSitemap: true,
  },
  {
    key: 'Instagram',
    name: 'Instagram',
    companyValue: 'https://www.instagram.com/webbee.ae',
    toHref: asLink,
    inFooter: true,
    inSitemap: true,
  },
  {
    key: 'Linkedin',
    name: 'LinkedIn',
    companyValue: 'https://www.linkedin.com/company/webbee-ae',
    toHref: asLink,
    inFooter: true,
    inSitemap: true,
  },
  {
    key: 'Twitter',
    name: 'X (Twitter)',
    companyValue: 'https://x.com/webbee_ae',
    toHref: asLink,
    inFooter: true,
    inSitemap: false,
  },
  {
    key: 'Youtube',
    name: 'YouTube',
    companyValue: company.youtubeChannelUrl,
    toHref: asLink,
    inFooter: true,
    inSitemap: true,
  },
  {
    key: 'Whatsapp',
    name: 'WhatsApp',
    companyValue: company.whatsappNumber,
    toHref: whatsappChatUrl,
    inFooter: false,
    inSitemap: true,
  },
];

/** The footer's links: only the networks the footer data supplies. */
export const footerSocialLinks = (socialMedia: SocialMedia | undefined) =>
  socialNetworks.flatMap((network) => {
    const value = socialMedia?.[network.key];
    const href = value ? network.toHref(value) : undefined;
    return network.inFooter && href ? [{ key: network.key, name: network.name, href }] : [];
  });

/** The sitemap's links: its five networks always, at the footer data's address or the company's own. */
export const sitemapSocialLinks = (socialMedia: SocialMedia | undefined) =>
  socialNetworks
    .filter((network) => network.inSitemap)
    .map((network) => ({
      label: network.key,
      href: network.toHref(socialMedia?.[network.key] ?? '') ?? (network.toHref(network.companyValue) as string),
    }));
