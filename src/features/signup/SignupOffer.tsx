import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { pricesIn } from '@/content/marketing';
import { customerIncluded, customerRegistrationSteps, sellerSteps } from '@/content/signup';
import { useLocale } from '@/lib/i18n/useLocale';
import type { Step } from '@/components/StepList';
import { TickedList } from '@/components/TickedList';
import panel from '@/components/Panel.module.css';
import type { Audience } from './audiences';
import classes from './SignupOffer.module.css';

interface Offer {
  title: MessageDescriptor;
  /** The figure a visitor weighs the form against, with {price} or {reward} in the edition's format. */
  headline: MessageDescriptor;
  detail?: MessageDescriptor;
  included: readonly MessageDescriptor[];
  nextSteps: readonly Step[];
}

const offers: Record<Audience, Offer> = {
  seller: {
    title: msg`What you earn`,
    headline: msg`Up to {reward} per referral`,
    included: [
      msg`Your own vendor portal`,
      msg`Each client's website status at a glance`,
      msg`We build and launch every site`,
      msg`Commission on every renewal`,
    ],
    nextSteps: sellerSteps,
  },
  customer: {
    title: msg`What you get`,
    headline: msg`From {price}`,
    detail: msg`Every package includes your domain and hosting, and everything else your business needs to go online.`,
    included: customerIncluded,
    nextSteps: customerRegistrationSteps,
  },
};

/** Beside the sign-up form: what the visitor gets for filling it in, and what happens after. */
export function SignupOffer({ audience }: { audience: Audience }) {
  const { i18n, t } = useLingui();
  const { title, headline, detail, included, nextSteps } = offers[audience];
  const prices = pricesIn(useLocale());
  return (
    <Paper withBorder radius="lg" className={panel.panel}>
      <Stack gap="lg">
        <div>
          <Title order={2} size="h4" c="dimmed">
            {i18n._(title)}
          </Title>
          <Text className={classes.headline}>{i18n._({ ...headline, values: prices })}</Text>
          {detail && <Text mt={4}>{i18n._(detail)}</Text>}
        </div>
        <TickedList
          aria-label={t`Included`}
          items={included.map((item) => ({ key: item.id, content: <Text fw={600}>{i18n._(item)}</Text> }))}
        />
        <div>
          <Title order={3} size="h5" mb="sm">
            {t`What happens next`}
          </Title>
          <ol className={classes.nextSteps}>
            {nextSteps.map((step) => (
              <li key={step.title.id}>
                <Text fw={700}>{i18n._(step.title)}</Text>
                <Text size="sm" c="dimmed">
                  {i18n._(step.text)}
                </Text>
              </li>
            ))}
          </ol>
        </div>
      </Stack>
    </Paper>
  );
}
