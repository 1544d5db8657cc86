import { Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { CallsToAction } from './CallsToAction';
import classes from './CallToActionPanel.module.css';

export interface CallToActionPanelProps {
  title: string;
  text: string;
  /** What the visitor can do next, `primaryAction` first: a link to sign up, Book a Demo, Contact Us. */
  children: ReactNode;
}

/**
 * What to do next, on a light panel of the brand's colours: its buttons beside the text, or under it
 * where the column is narrow.
 */
export function CallToActionPanel({ title, text, children }: CallToActionPanelProps) {
  const titleId = useId();
  return (
    <aside className={classes.panel} aria-labelledby={titleId}>
      <div>
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {/* Narrow enough that Home's two long buttons still fit beside it at 1280 px. */}
        <Text mt="xs" maw="46ch">
          {text}
        </Text>
      </div>
      <CallsToAction>{children}</CallsToAction>
    </aside>
  );
}
