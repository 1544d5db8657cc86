import { Typography } from '@mantine/core';
import { useSanitizer } from './sanitizer';

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** The only place HTML from the API reaches the page, always through the sanitiser. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const sanitize = useSanitizer();
  return (
    <Typography className={className}>
      <div dangerouslySetInnerHTML={{ __html: sanitize(html) }} />
    </Typography>
  );
}
