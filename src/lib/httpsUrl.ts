/**
 * The address as given when it is a well-formed https: URL, otherwise nothing: a link the site
 * renders from the API or from configuration must never be javascript:, data: or plain http:.
 */
export const httpsUrl = (value: string | null | undefined): string | undefined => {
  if (!value || !URL.canParse(value)) return undefined;
  return new URL(value).protocol === 'https:' ? value : undefined;
};
