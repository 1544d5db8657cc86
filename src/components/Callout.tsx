import { Paper, Text, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './Callout.module.css';
import { MaskedIcon } from './MaskedIcon';

interface CalloutProps {
  /** The URL of a one-colour icon, painted in the tone's colour through a mask. */
  icon: string;
  title: string;
  /** Brand blue for something to know, honey for good news. */
  tone?: 'brand' | 'honey';
  children: ReactNode;
  /** A last line under the note, such as whom to ask meanwhile. */
  footer?: ReactNode;
}

/** A note beside a page's main content, such as under a sign-up form: one look for every such note. */
export function Callout({ icon, title, tone = 'brand', children, footer }: CalloutProps) {
  const style = { '--callout-accent': `var(--mantine-color-${tone}-8)` } as CSSProperties;
  return (
    <Paper radius="lg" p="lg" withBorder bg={`${tone}.0`} style={style}>
      <Title order={3} size="h4" className={classes.title}>
        <MaskedIcon src={icon} size={24} className={classes.icon} />
        {title}
      </Title>
      <Text mt="xs">{children}</Text>
      {footer && (
        <Text size="sm" mt="sm">
          {footer}
        </Text>
      )}
    </Paper>
  );
}
