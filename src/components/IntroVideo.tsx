import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { siteConfig } from '@/api/config';
import classes from './IntroVideo.module.css';

/**
 * The company video. The YouTube player loads only when a visitor presses play, so the page stays
 * fast; with no video configured the poster opens the company's YouTube channel instead.
 */
interface IntroVideoProps {
  /** Where the poster leads when no video is configured. */
  channelUrl: string;
  videoId?: string;
}

export function IntroVideo({ channelUrl, videoId = siteConfig.introVideoId }: IntroVideoProps) {
  const { t } = useLingui();
  const [playing, setPlaying] = useState(false);
  const videoTitle = t`Webbee: your business website in 72 hours`;
  const poster = <img src="/images/video-poster.svg" alt="" width={1280} height={720} loading="lazy" />;
  const playIcon = (
    <span className={classes.playIcon} aria-hidden="true">
      <IconPlayerPlayFilled />
    </span>
  );

  if (!videoId) {
    return (
      <div className={classes.frame}>
        {poster}
        <a className={classes.play} href={channelUrl} target="_blank" rel="noopener noreferrer">
          {playIcon}
          <span className={classes.label}>
            <Trans>Watch our videos on YouTube</Trans>
          </span>
        </a>
      </div>
    );
  }
  return (
    <div className={classes.frame}>
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`}
          title={videoTitle}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <>
          {poster}
          <button type="button" className={classes.play} onClick={() => setPlaying(true)}>
            {playIcon}
            <span className={classes.label}>
              <Trans>Play video: {videoTitle}</Trans>
            </span>
          </button>
        </>
      )}
    </div>
  );
}
