import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Callout.module.css';
import { MaskedIcon } from './MaskedIcon';

interface CalloutProps {
  /** The URL of a one-colour icon, painted in the brand's blue through a mask. */
  icon: string;
  title: string;
  children: ReactNode;
  /** A last line under the note, such as whom to ask meanwhile. */
  footer?: ReactNode;
}

/**
 * A note beside a page's main content, such as under a sign-up form: one calm look for every such
 * note, good news included, so that none competes with the form.
 */
export function Callout({ icon, title, children, footer }: CalloutProps) {
  return (
    <Paper radius="lg" p="lg" withBorder bg="brand.0">
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
