import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';

// Apart from the company's facts, which the header and footer load on every page: only Home and
// About show a video card.

/** What pressing a company video's card does: open the YouTube channel in a new tab, or play it in place. */
const videoCardActions = {
  watchOnYouTube: msg`Watch on YouTube`,
  opensInNewTab: msg`(opens in a new tab)`,
  playHere: msg`Play video here`,
};

/** The words of a company video's card (IntroVideo's `actions`) in the edition's language. */
export const videoCardWords = (i18n: I18n) => ({
  watchOnYouTube: i18n._(videoCardActions.watchOnYouTube),
  opensInNewTab: i18n._(videoCardActions.opensInNewTab),
  playHere: i18n._(videoCardActions.playHere),
});
