import type { Story, StoryDefault } from '@ladle/react';
import { IntroVideo } from '@/components/IntroVideo';
import { company } from '@/content/company';
import { StoreBadges } from '@/components/StoreBadges';
import { storeLinks } from '@/content/storeLinks';
import { storeQrCodes } from 'virtual:store-qr-codes';

export default { title: 'Components / Media' } satisfies StoryDefault;

const actions = {
  watchOnYouTube: 'Watch on YouTube',
  opensInNewTab: '(opens in a new tab)',
  playHere: 'Play video here',
};
const productTour = {
  title: 'Product tour: from logo to launch',
  poster: '/images/video-poster.svg',
  channelUrl: company.youtubeChannelUrl,
  actions,
};

/** Without VITE_INTRO_VIDEO_ID the card says it opens the YouTube channel in a new tab. */
export const VideoWithoutAConfiguredVideo: Story = () => (
  <div style={{ maxWidth: 640 }}>
    <IntroVideo {...productTour} videoId="" />
  </div>
);

/** About's card: its own poster and title. */
export const CompanyStoryVideo: Story = () => (
  <div style={{ maxWidth: 640 }}>
    <IntroVideo
      title="Our story: the team behind Webbee"
      poster="/images/story-poster.svg"
      channelUrl={company.youtubeChannelUrl}
      actions={actions}
      videoId=""
    />
  </div>
);

/** On a phone the caption wraps inside the poster and the play button shrinks with it. */
export const VideoOnAPhone: Story = () => (
  <div style={{ maxWidth: 320 }}>
    <IntroVideo {...productTour} videoId="" />
  </div>
);

/** With a video id, the player loads only on play. */
export const VideoReadyToPlay: Story = () => (
  <div style={{ maxWidth: 640 }}>
    <IntroVideo {...productTour} videoId="webbee-intro" />
  </div>
);

export const StoreBadgesWithCodes: Story = () => (
  <StoreBadges app="Webbee Cart" {...storeLinks.cart} codes={storeQrCodes.cart} />
);
