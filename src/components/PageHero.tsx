import { Container, Grid, Image, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './PageHero.module.css';

interface PageHeroProps {
  title: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  /** Calls to action under the intro. */
  children?: ReactNode;
  /** An illustration beside the text on wide screens. */
  image?: { src: string; alt: string };
}

/** The top of every page: the page's one h1, under the transparent header. */
export function PageHero({ title, eyebrow, intro, children, image }: PageHeroProps) {
  const text = (
    <Stack gap="lg" align="flex-start">
      {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      {intro && <Text className={classes.intro}>{intro}</Text>}
      {children}
    </Stack>
  );
  return (
    <section className={classes.hero}>
      <Container size="xl">
        {image ? (
          <Grid gap="xl" align="center">
            <Grid.Col span={{ base: 12, md: 7 }}>{text}</Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Image src={image.src} alt={image.alt} radius="lg" />
            </Grid.Col>
          </Grid>
        ) : (
          text
        )}
      </Container>
    </section>
  );
}
