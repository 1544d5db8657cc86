import type { Story, StoryDefault } from '@ladle/react';
import { useCallback } from 'react';
import { PartUnavailable } from '@/components/PartUnavailable';
import { PortalList } from '@/features/portals/PortalList';

export default { title: 'Features / Portals' } satisfies StoryDefault;

/** The list is the platform's popover: shown as Log in shows it, once it has arrived. */
function OpenedList() {
  const open = useCallback(() => document.getElementById('portal-login-story')?.showPopover(), []);
  return <PortalList id="portal-login-story" onArrived={open} />;
}

/** Log in pressed: the customer's and the seller's portals, each with what it is for, each in a new tab. */
export const Opened: Story = () => <OpenedList />;

/** Its code failed to load: the panel Log in shows in its place, with Retry. */
export const FailedToLoad: Story = () => <PartUnavailable variant="floating" loadFailed onRetry={() => {}} />;
