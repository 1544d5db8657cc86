import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

interface SiteLinkProps extends AnchorProps {
  href: string;
  children: ReactNode;
  onClick?: () => void;
  className?: string;
}

/** A link to another page of this site: it navigates in the app, without a page load. */
export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  return (
    <Anchor component={Link} href={href} {...rest}>
      {children}
    </Anchor>
  );
}
