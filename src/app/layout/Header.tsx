import { useLingui } from '@lingui/react/macro';
import { Container, Overlay, UnstyledButton } from '@mantine/core';
import { useFocusTrap, useWindowScroll } from '@mantine/hooks';
import { IconMenu2, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { mainNavigation } from '@/content/company';
import { BookDemoButton } from '@/components/BookDemoButton';
import classes from './Header.module.css';
import { LanguageSwitch } from './LanguageSwitch';
import { LogoMark } from './Logo';

/** Where the full nav replaces the menu button: the same width as the media query in Header.module.css. */
const desktopNavQuery = '(min-width: 75em)';

const isCurrent = (href: string, location: string) => href.toLowerCase() === location.toLowerCase();

/**
 * Fixed site header: transparent over the hero, white once the page scrolls. Below the width the
 * full nav needs, a menu button opens the links over a backdrop, with focus held in the header; on a
 * tablet's width the nav keeps its language switch and Book a Demo beside the button, on a phone's
 * they join the menu.
 */
export function Header() {
  const { t, i18n } = useLingui();
  const [{ y }] = useWindowScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  const focusTrap = useFocusTrap(menuOpen);
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    // A window widened past the breakpoint hides the menu with CSS; it must not keep holding focus.
    const desktop = window.matchMedia(desktopNavQuery);
    const closeOnDesktop = () => {
      if (desktop.matches) setMenuOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    desktop.addEventListener('change', closeOnDesktop);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      desktop.removeEventListener('change', closeOnDesktop);
    };
  }, [menuOpen]);

  const links = (inMenu: boolean) =>
    mainNavigation.map((link, index) => (
      <Link
        key={link.href}
        href={link.href}
        className={classes.navLink}
        aria-current={isCurrent(link.href, location) ? 'page' : undefined}
        onClick={inMenu ? closeMenu : undefined}
        data-autofocus={inMenu && index === 0 ? true : undefined}
      >
        {i18n._(link.label)}
      </Link>
    ));

  return (
    <header ref={focusTrap} className={classes.header} data-scrolled={y > 0} data-menu-open={menuOpen}>
      <Container size="xl" className={classes.inner}>
        <Link href="/" className={classes.logo} aria-label={t`Webbee home`} onClick={closeMenu}>
          <LogoMark />
          <span aria-hidden="true">Webbee</span>
        </Link>
        <nav aria-label={t`Main`} className={classes.desktopNav}>
          {links(false)}
          <LanguageSwitch />
          <BookDemoButton size="sm" className={classes.demoButton} />
        </nav>
        {/* Its icons are phrasing content, so the button's markup stays valid HTML (Mantine's Burger draws its lines in a <div>). */}
        <UnstyledButton
          ref={menuButton}
          className={classes.menuButton}
          onClick={() => setMenuOpen((open) => !open)}
          aria-label={menuOpen ? t`Close menu` : t`Open menu`}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
        >
          {menuOpen ? <IconX size={26} aria-hidden="true" /> : <IconMenu2 size={26} aria-hidden="true" />}
        </UnstyledButton>
      </Container>
      {menuOpen && (
        <>
          <Overlay className={classes.backdrop} fixed zIndex={0} backgroundOpacity={0.45} onClick={closeMenu} />
          <nav id="mobile-menu" aria-label={t`Mobile`} className={classes.mobileMenu}>
            {links(true)}
            <div className={classes.phoneActions}>
              <LanguageSwitch onSwitch={closeMenu} />
              <BookDemoButton mt="sm" onOpen={closeMenu} />
            </div>
          </nav>
        </>
      )}
    </header>
  );
}
