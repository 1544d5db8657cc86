import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, type ReactNode } from 'react';
import { ExternalLink } from '@/components/ExternalLink';
import { OnDemandRegion } from '@/components/OnDemandRegion';
import { PageSection } from '@/components/PageSection';
import { SideBySide } from '@/components/SideBySide';
import { hasDraft } from '@/lib/forms/draftStorage';
import { useLocale } from '@/lib/i18n/useLocale';
import { partOnDemand } from '@/lib/partOnDemand';
import { audiences, type Audience } from './audiences';
import { SignupOffer } from './SignupOffer';

// The form's code loads as the visitor reaches for it: until then it takes typing as HTML.
const SignupForm = partOnDemand(
  () => import('./SignupForm'),
  (module) => module.SignupForm,
);

interface SignupFormSectionProps {
  audience: Audience;
  /** What this audience should read under the form and the login to its portal. */
  children?: ReactNode;
}

/** Where a hero's button takes the visitor; the browser scrolls there before the scripts run too. */
export const signupFormAnchor = '#signup-form';

/**
 * The sign-up form and the login to the audience's portal (new tab), with what the visitor gets and
 * what happens next beside them from 1024 px (below them on phones).
 */
export function SignupFormSection({ audience, children }: SignupFormSectionProps) {
  const { i18n } = useLingui();
  const { portalUrl, portalLogin, loginPrompt } = audiences[audience];
  const locale = useLocale();
  const form = useMemo(() => <SignupForm audience={audience} />, [audience]);
  const draftKept = useCallback(() => hasDraft(`signup-${audience}`, locale), [audience, locale]);
  return (
    <PageSection tinted>
      <SideBySide textSpan={7} align="start" aside={<SignupOffer audience={audience} />}>
        {/* Under the form, so the two columns end near each other rather than the form's leaving a gap. */}
        <Stack gap="lg">
          <OnDemandRegion want={SignupForm.want} wantedAtOnce={draftKept}>
            {form}
          </OnDemandRegion>
          <Group gap="xs">
            <Text fw={700}>{i18n._(loginPrompt)}</Text>
            <ExternalLink href={portalUrl}>{i18n._(portalLogin)}</ExternalLink>
          </Group>
          {children}
        </Stack>
      </SideBySide>
    </PageSection>
  );
}
