import { Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { CallsToAction } from './CallsToAction';
import { PageSection } from './PageSection';
import classes from './ClosingCallToAction.module.css';

interface ClosingCallToActionProps {
  title: string;
  text: string;
  /** What the visitor can do next, `primaryAction` first: a link to sign up, Book a Demo, Contact Us. */
  children: ReactNode;
}

/** The last word of a page before the footer: what to do next, on a light band of the brand's colours. */
export function ClosingCallToAction({ title, text, children }: ClosingCallToActionProps) {
  const titleId = useId();
  return (
    <PageSection>
      <aside className={classes.panel} aria-labelledby={titleId}>
        <div>
          <Title order={2} size="h3" c="brand.9" id={titleId}>
            {title}
          </Title>
          <Text mt="xs" maw="52ch">
            {text}
          </Text>
        </div>
        <CallsToAction>{children}</CallsToAction>
      </aside>
    </PageSection>
  );
}
