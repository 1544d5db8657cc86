import { Burger, Container } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { mainNavigation } from '@/content/company';
import { BookDemoButton } from '@/components/BookDemoButton';
import classes from './Header.module.css';
import { LogoMark } from './Logo';

const isCurrent = (href: string, location: string) => href.toLowerCase() === location.toLowerCase();

/** Fixed site header: transparent over the hero, white once the page scrolls; a toggled menu on phones. */
export function Header() {
  const [{ y }] = useWindowScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();
  const closeMenu = () => setMenuOpen(false);

  const links = (onNavigate?: () => void) =>
    mainNavigation.map((link) => (
      <Link
        key={link.href}
        href={link.href}
        className={classes.navLink}
        aria-current={isCurrent(link.href, location) ? 'page' : undefined}
        onClick={onNavigate}
      >
        {link.label}
      </Link>
    ));

  return (
    <header className={classes.header} data-scrolled={y > 0} data-menu-open={menuOpen}>
      <Container size="xl" className={classes.inner}>
        <Link href="/" className={classes.logo} aria-label="Webbee home" onClick={closeMenu}>
          <LogoMark />
          <span aria-hidden="true">Webbee</span>
        </Link>
        <nav aria-label="Main" className={classes.desktopNav}>
          {links()}
          <BookDemoButton size="sm" ml="xs" />
        </nav>
        <Burger
          className={classes.burger}
          opened={menuOpen}
          onClick={() => setMenuOpen((open) => !open)}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
        />
      </Container>
      {menuOpen && (
        <nav id="mobile-menu" aria-label="Mobile" className={classes.mobileMenu}>
          {links(closeMenu)}
          <BookDemoButton mt="sm" onOpen={closeMenu} />
        </nav>
      )}
    </header>
  );
}
