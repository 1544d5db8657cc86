import type { Story, StoryDefault } from '@ladle/react';
import { IntroVideo } from '@/components/IntroVideo';
import { company } from '@/content/company';
import { StoreBadges } from '@/components/StoreBadges';
import { storeLinks } from '@/content/storeLinks';
import { storeQrCodes } from 'virtual:store-qr-codes';

export default { title: 'Components / Media' } satisfies StoryDefault;

/** Without VITE_INTRO_VIDEO_ID the poster opens the YouTube channel. */
export const VideoWithoutAConfiguredVideo: Story = () => (
  <div style={{ maxWidth: 640 }}>
    <IntroVideo channelUrl={company.youtubeChannelUrl} videoId="" />
  </div>
);

/** On a phone the label wraps inside the poster and the play button shrinks with it. */
export const VideoOnAPhone: Story = () => (
  <div style={{ maxWidth: 320 }}>
    <IntroVideo channelUrl={company.youtubeChannelUrl} videoId="" />
  </div>
);

/** With a video id, the player loads only on play. */
export const VideoReadyToPlay: Story = () => (
  <div style={{ maxWidth: 640 }}>
    <IntroVideo channelUrl={company.youtubeChannelUrl} videoId="webbee-intro" />
  </div>
);

export const StoreBadgesWithCodes: Story = () => (
  <StoreBadges app="Webbee Cart" {...storeLinks.cart} codes={storeQrCodes.cart} />
);
