import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/ExternalLink';
import { PageSection } from '@/components/PageSection';
import { SideBySide } from '@/components/SideBySide';
import { audiences, type Audience } from './audiences';
import { SignupForm } from './SignupForm';

interface SignupFormSectionProps {
  audience: Audience;
  /** What this audience should read beside the form, above the login to its portal. */
  children?: ReactNode;
}

/** The sign-up form, with the login to the audience's portal beside it (new tab). */
export function SignupFormSection({ audience, children }: SignupFormSectionProps) {
  const { i18n } = useLingui();
  const { portalUrl, portalLogin, loginPrompt } = audiences[audience];
  return (
    <PageSection tinted>
      <SideBySide
        textSpan={7}
        align="start"
        aside={
          <Stack gap="md">
            {children}
            <Text fw={700} mt={children ? 'md' : undefined}>
              {i18n._(loginPrompt)}
            </Text>
            <ExternalLink href={portalUrl}>{i18n._(portalLogin)}</ExternalLink>
          </Stack>
        }
      >
        <SignupForm audience={audience} />
      </SideBySide>
    </PageSection>
  );
}
