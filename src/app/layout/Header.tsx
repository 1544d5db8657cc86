import { useLingui } from '@lingui/react/macro';
import { Container, UnstyledButton } from '@mantine/core';
import { useFocusTrap, useWindowScroll } from '@mantine/hooks';
import { IconMenu2, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { mainNavigation } from '@/content/company';
import { BookDemoButton } from '@/components/BookDemoButton';
import { primaryAction } from '@/components/actionButtons';
import classes from './Header.module.css';
import { LanguageSwitch } from './LanguageSwitch';
import { LogoMark } from './Logo';
import { PortalLogin } from './PortalLogin';

/** Where the full nav replaces the menu button: the same width as the media query in Header.module.css. */
const desktopNavQuery = '(min-width: 75em)';

const isCurrent = (href: string, location: string) => href.toLowerCase() === location.toLowerCase();

/**
 * Fixed site header: transparent over the hero, white once the page scrolls. Below the width the
 * full nav needs, a menu button opens the links over a backdrop; on a tablet's width the nav keeps
 * its language switch, Log in and Book a Demo beside the button, on a phone's only Log in, the
 * others joining the menu. The menu
 * is the platform's popover, so the button opens it, and Escape or a tap outside closes it, before
 * the scripts have run; once they have, focus moves into it and is held in the header while it is open.
 */
export function Header() {
  const { t, i18n } = useLingui();
  const [{ y }] = useWindowScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();
  const menu = useRef<HTMLElement>(null);
  const focusTrap = useFocusTrap(menuOpen);
  const closeMenu = () => menu.current?.hidePopover();

  useEffect(() => {
    // Opened before the scripts ran, the menu is open already when the header hydrates.
    setMenuOpen(menu.current?.matches(':popover-open') ?? false);
    // A window widened past the breakpoint hides the menu with CSS; it must not keep holding focus.
    const desktop = window.matchMedia(desktopNavQuery);
    const closeOnDesktop = () => {
      if (desktop.matches) menu.current?.hidePopover();
    };
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, []);

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
    <header ref={focusTrap} className={classes.header} data-scrolled={y > 0}>
      <Container size="xl" className={classes.inner}>
        <Link href="/" className={classes.logo} aria-label={t`Webbee home`}>
          <LogoMark />
          <span aria-hidden="true">Webbee</span>
        </Link>
        <nav aria-label={t`Main`} className={classes.barNav}>
          {links(false)}
          <LanguageSwitch />
          <PortalLogin />
          {/* Filled, the one solid button in the bar: the action the whole site leads to. */}
          <BookDemoButton variant="filled" size="sm" className={classes.demoButton} />
        </nav>
        {/* Its icons are phrasing content, so the button's markup stays valid HTML (Mantine's Burger draws its lines in a <div>). */}
        <UnstyledButton
          className={classes.menuButton}
          popoverTarget="mobile-menu"
          aria-label={menuOpen ? t`Close menu` : t`Open menu`}
          aria-controls="mobile-menu"
        >
          <IconMenu2 size={26} aria-hidden="true" className={classes.openIcon} />
          <IconX size={26} aria-hidden="true" className={classes.closeIcon} />
        </UnstyledButton>
      </Container>
      <nav
        ref={menu}
        id="mobile-menu"
        popover="auto"
        aria-label={t`Mobile`}
        className={classes.mobileMenu}
        onToggle={(event) => setMenuOpen(event.newState === 'open')}
      >
        <div className={classes.menuPanel}>
          {links(true)}
          <div className={classes.phoneActions}>
            <LanguageSwitch onSwitch={closeMenu} />
            {/* The menu's one step forward, filled; the panel's column stretches it across, under the links. */}
            <BookDemoButton {...primaryAction} mt="sm" onOpen={closeMenu} />
          </div>
        </div>
        {/* The dim layer under the links takes the taps on the page, which a popover's ::backdrop lets
            through to whatever lies beneath it, and closes the menu, before the scripts run too. Escape
            and the menu button close it for the keyboard and screen readers, so it is hidden from them. */}
        <button
          type="button"
          className={classes.dimLayer}
          popoverTarget="mobile-menu"
          tabIndex={-1}
          aria-hidden="true"
        />
      </nav>
    </header>
  );
}
