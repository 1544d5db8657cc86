import type { Story, StoryDefault } from '@ladle/react';
import { getGetFooterResponseMock } from '@/api/generated/settings/settings.msw';
import { Footer } from '@/app/layout/Footer';
import { SocialLinks } from '@/app/layout/SocialLinks';

export default { title: 'Layout / Footer' } satisfies StoryDefault;

const { SocialMedia } = getGetFooterResponseMock().Result;

export const WithAllSocialLinks: Story = () => <Footer socialLinks={<SocialLinks socialMedia={SocialMedia} />} />;

export const WithSomeSocialLinks: Story = () => (
  <Footer
    socialLinks={<SocialLinks socialMedia={{ Instagram: SocialMedia.Instagram, Linkedin: SocialMedia.Linkedin }} />}
  />
);

/** While the footer data loads, and when its call fails: no social icons, everything else stays. */
export const LoadingOrFailed: Story = () => <Footer />;
