import type { Story, StoryDefault } from '@ladle/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Header } from '@/app/layout/Header';

export default { title: 'Layout / Header' } satisfies StoryDefault;

/** Over the hero: transparent until the page scrolls. Narrow the viewport for the mobile menu. */
export const AtTheTop: Story = () => (
  <div style={{ minHeight: 240, background: 'linear-gradient(160deg, #eef3ff, #fff)' }}>
    <Header />
  </div>
);

export const OnTheAboutPage: Story = () => (
  <Router hook={memoryLocation({ path: '/aboutus' }).hook}>
    <Header />
  </Router>
);
