import { httpsUrl } from './httpsUrl';

/** An article's picture when the site may show it: one of the site's own files or an https: address; otherwise nothing. */
export const articlePictureUrl = (imagePath: string): string | undefined =>
  imagePath.startsWith('/') && !imagePath.startsWith('//') ? imagePath : httpsUrl(imagePath);
