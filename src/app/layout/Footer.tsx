import { Container, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { ReactNode } from 'react';
import { Columns } from '@/components/Columns';
import { company, legalLinks, usefulLinks, type SiteLink } from '@/content/company';
import classes from './Footer.module.css';
import { LogoMark } from './Logo';

function LinkList({ title, links }: { title: string; links: SiteLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className={classes.heading}>{title}</h2>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={classes.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface FooterProps {
  /** The social icons, which come from the footer data. */
  socialLinks?: ReactNode;
}

/** Site footer: useful and legal links, the office, phones and e-mails, and the supplied social links. */
export function Footer({ socialLinks }: FooterProps) {
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <Columns cols={{ base: 1, sm: 2, lg: 4 }} gap={40}>
          <Stack gap="md">
            <Group gap={10} c="white" fw={800} fz="xl">
              <LogoMark size={30} />
              {company.name}
            </Group>
            <Text className={classes.about}>
              Professional websites, online stores and business apps for UAE companies, from AED 1499 with domain and
              hosting included.
            </Text>
            {socialLinks}
          </Stack>
          <LinkList title="Useful Links" links={usefulLinks} />
          <div>
            <h2 className={classes.heading}>Visit us</h2>
            <a
              className={`${classes.link} ${classes.contactLine}`}
              href={company.mapsUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <IconMapPin size={18} aria-hidden="true" />
              <span>{company.address}</span>
            </a>
          </div>
          <div>
            <h2 className={classes.heading}>Customer service</h2>
            <ul className={classes.list}>
              {company.phones.map((phone) => (
                <li key={phone.dial}>
                  <a className={`${classes.link} ${classes.contactLine}`} href={`tel:${phone.dial}`}>
                    <IconPhone size={18} aria-hidden="true" />
                    <span>
                      {phone.label}: {phone.display}
                    </span>
                  </a>
                </li>
              ))}
              {company.emails.map((email) => (
                <li key={email}>
                  <a className={`${classes.link} ${classes.contactLine}`} href={`mailto:${email}`}>
                    <IconMail size={18} aria-hidden="true" />
                    <span>{email}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </Columns>
        <Group className={classes.bottom} justify="space-between" gap="md">
          <Text size="sm">
            © {new Date().getFullYear()} {company.legalName}. All rights reserved.
          </Text>
          <nav aria-label="Legal">
            <Group component="ul" className={classes.inlineList} gap="lg">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={classes.link}>
                    <Text span size="sm">
                      {link.label}
                    </Text>
                  </Link>
                </li>
              ))}
            </Group>
          </nav>
        </Group>
      </Container>
    </footer>
  );
}
