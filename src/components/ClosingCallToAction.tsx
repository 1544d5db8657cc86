import { CallToActionPanel, type CallToActionPanelProps } from './CallToActionPanel';
import { PageSection } from './PageSection';

/** The last word of a page before the footer: a band with what to do next. */
export function ClosingCallToAction(props: CallToActionPanelProps) {
  return (
    <PageSection>
      <CallToActionPanel {...props} />
    </PageSection>
  );
}
