import type { Story, StoryDefault } from '@ladle/react';
import { ChatButton } from '@/app/layout/ChatButton';

export default { title: 'Layout / Chat button' } satisfies StoryDefault;

/** Hover for 1 s (0.5 s below 1280 px) to expand it. */
export const Collapsed: Story = () => <ChatButton whatsapp="971501234567" />;

export const Expanded: Story = () => <ChatButton whatsapp="971501234567" initiallyExpanded />;
