import type { Story, StoryDefault } from '@ladle/react';
import { useCallback } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Header } from '@/app/layout/Header';

export default { title: 'Layout / Header' } satisfies StoryDefault;

const OverAHero = () => (
  <div style={{ minHeight: 240, background: 'linear-gradient(160deg, #eef3ff, #fff)' }}>
    <Header />
  </div>
);

/** Over the hero: transparent until the page scrolls. */
export const AtTheTop: Story = () => <OverAHero />;

export const OnTheAboutPage: Story = () => (
  <Router hook={memoryLocation({ path: '/aboutus' }).hook}>
    <Header />
  </Router>
);

/**
 * Ladle shows a story with a width in an iframe of that width, so that the header's media queries
 * apply; the frame's <html> lacks the colour-scheme attribute index.html gives the site's, which
 * Mantine's colours (the menu button's lines among them) are keyed on.
 */
function InAFrameOfItsWidth({ logInOpen = false }: { logInOpen?: boolean }) {
  const lightScheme = useCallback(
    (node: HTMLDivElement | null) => {
      node?.ownerDocument.documentElement.setAttribute('data-mantine-color-scheme', 'light');
      // Log in's list comes with its code, on the first press.
      if (logInOpen)
        [...(node?.querySelectorAll<HTMLButtonElement>('header button') ?? [])]
          .find((button) => button.textContent === 'Log in')
          ?.click();
    },
    [logInOpen],
  );
  return (
    <div ref={lightScheme}>
      <OverAHero />
    </div>
  );
}

/** A phone: the logo and the menu button, which opens the links over a backdrop. */
export const At390px: Story = () => <InAFrameOfItsWidth />;
At390px.meta = { width: 390 };

/** iPad landscape and small laptops: still the menu button, as the full nav needs 1200 px; Log in beside it. */
export const At1024px: Story = () => <InAFrameOfItsWidth />;
At1024px.meta = { width: 1024 };

/** A laptop: the full nav, Log in and Book a Demo on one line. */
export const At1280px: Story = () => <InAFrameOfItsWidth />;
At1280px.meta = { width: 1280 };

/** Log in opened: the seller's and the customer's portals, each with what it is for. */
export const LogInOpenAt1280px: Story = () => <InAFrameOfItsWidth logInOpen />;
LogInOpenAt1280px.meta = { width: 1280 };
