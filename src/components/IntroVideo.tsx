import { VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './IntroVideo.module.css';

/**
 * A video card: its poster and its title. The YouTube player loads only when a visitor presses play,
 * so the page stays fast; with no video configured the card opens the company's YouTube channel in a
 * new tab instead, and says so, so that no one waits for it to play in place.
 */
interface IntroVideoProps {
  /** What the video shows, in the page's language: the card's caption and the player's title. */
  title: string;
  /** Drawn for this video, so that two pages' videos do not look like one. */
  poster: string;
  /** Where the card leads when no video is configured. */
  channelUrl: string;
  videoId: string;
  /** What pressing the card does, in the page's language. */
  actions: { watchOnYouTube: string; opensInNewTab: string; playHere: string };
}

export function IntroVideo({ title, poster, channelUrl, videoId, actions }: IntroVideoProps) {
  const [playing, setPlaying] = useState(false);
  const posterImage = <img src={poster} alt="" width={1280} height={720} loading="lazy" />;
  const playIcon = (
    <span className={classes.playIcon} aria-hidden="true">
      <IconPlayerPlayFilled />
    </span>
  );

  if (!videoId) {
    return (
      <div className={classes.frame}>
        {posterImage}
        <a className={classes.play} href={channelUrl} target="_blank" rel="noopener noreferrer">
          {playIcon}
          <span className={classes.label}>
            <span className={classes.title}>{title}</span>
            <span className={classes.action}>
              {actions.watchOnYouTube}
              <IconExternalLink size="1.1em" aria-hidden="true" />
              <VisuallyHidden>{actions.opensInNewTab}</VisuallyHidden>
            </span>
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
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <>
          {posterImage}
          <button type="button" className={classes.play} onClick={() => setPlaying(true)}>
            {playIcon}
            <span className={classes.label}>
              <span className={classes.title}>{title}</span>
              <span className={classes.action}>{actions.playHere}</span>
            </span>
          </button>
        </>
      )}
    </div>
  );
}
