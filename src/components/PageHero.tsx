import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CallsToAction } from './CallsToAction';
import { HeroEmblem } from '@/components/illustrations/HeroEmblem';
import classes from './PageHero.module.css';

interface PageHeroProps {
  title: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  /** Calls to action under the intro, `primaryAction` first. */
  children?: ReactNode;
  /**
   * A drawing beside the text from 1024 px and under it on phones: an illustration, or an <img>
   * with its width and height so that its box is kept before it loads.
   */
  visual?: ReactNode;
  /**
   * Without a visual, the page's small decorative drawing beside the text from 1024 px, and nothing
   * on phones, where the text is the whole width; the brand's emblem when the page has none.
   */
  emblem?: ReactNode;
  /**
   * The visual spans its whole column, as a photograph does, where an illustration stops at the
   * width its drawing reads best at.
   */
  visualFillsColumn?: boolean;
  /** A word to the visitor over the whole hero, before its title. */
  notice?: ReactNode;
  /**
   * Less height on desktop, for a page whose form is what the visitor came for: the form's title and
   * first fields then show in the first screen of a laptop.
   */
  leadsToForm?: boolean;
}

/** The top of every page: the page's one h1, under the transparent header. */
export function PageHero({
  title,
  eyebrow,
  intro,
  children,
  visual,
  emblem = <HeroEmblem />,
  visualFillsColumn = false,
  notice,
  leadsToForm = false,
}: PageHeroProps) {
  const text = (
    <Stack gap="lg" align="flex-start">
      {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      {intro && <Text className={classes.intro}>{intro}</Text>}
      {children && <CallsToAction>{children}</CallsToAction>}
    </Stack>
  );
  return (
    <section className={classes.hero} data-leads-to-form={leadsToForm || undefined}>
      <Container size="xl">
        {notice}
        <div className={classes.split}>
          {text}
          {visual ? (
            <div className={classes.visual} data-fills-column={visualFillsColumn || undefined}>
              {visual}
            </div>
          ) : (
            <div className={classes.emblem}>{emblem}</div>
          )}
        </div>
      </Container>
    </section>
  );
}
