import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface ExternalLinkProps extends AnchorProps {
  href: string;
  children: ReactNode;
  'aria-label'?: string;
  className?: string;
}

/** A link that leaves the site: it opens in a new tab and gives the new page no handle on this one. */
export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </Anchor>
  );
}
