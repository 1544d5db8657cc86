import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Group, Stack, Text } from '@mantine/core';
import mailIcon from '@tabler/icons/outline/mail.svg?no-inline';
import mapPinIcon from '@tabler/icons/outline/map-pin.svg?no-inline';
import phoneIcon from '@tabler/icons/outline/phone.svg?no-inline';
import { Link } from 'wouter';
import type { ReactNode } from 'react';
import { Columns } from '@/components/Columns';
import { MaskedIcon } from '@/components/MaskedIcon';
import { company, legalLinks, productLinks, usefulLinks, type NavigationLink } from '@/content/company';
import { pricesIn } from '@/content/marketing';
import { useLocale } from '@/lib/i18n/useLocale';
import classes from './Footer.module.css';
import { LogoMark } from './Logo';

function LinkList({ title, links }: { title: string; links: NavigationLink[] }) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={title}>
      <h2 className={classes.heading}>{title}</h2>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={classes.link}>
              {i18n._(link.label)}
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

/**
 * Site footer: the products, useful and legal links, the office, phones and e-mails, and the supplied social links.
 * Phone numbers and addresses read left to right in the Arabic edition too.
 */
export function Footer({ socialLinks }: FooterProps) {
  const { t, i18n } = useLingui();
  const { price } = pricesIn(useLocale());
  const year = new Date().getFullYear();
  const legalName = company.legalName;
  return (
    <footer id="footer" className={classes.footer}>
      <Container size="xl">
        <Columns cols={{ base: 1, sm: 2, md: 3, lg: 4 }} gap={40}>
          <Stack gap="md">
            <Group gap={10} c="white" fw={800} fz="xl">
              <LogoMark size={34} haloed />
              {company.name}
            </Group>
            <Text className={classes.about}>
              <Trans>
                Professional websites, online stores and business apps for UAE companies, from {price} with domain and
                hosting included.
              </Trans>
            </Text>
            {socialLinks}
          </Stack>
          <Stack gap="xl">
            <LinkList title={t`Products`} links={productLinks} />
            <LinkList title={t`Useful Links`} links={usefulLinks} />
          </Stack>
          {/* From 1024 px to 1199 px, with three columns, the office and the phones share one, so that no column stands half empty. */}
          <div className={classes.contact}>
            <div>
              <h2 className={classes.heading}>
                <Trans>Visit us</Trans>
              </h2>
              <a
                className={`${classes.link} ${classes.contactLine}`}
                href={company.mapsUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                <MaskedIcon src={mapPinIcon} size={18} className={classes.contactIcon} />
                <span>{i18n._(company.address)}</span>
              </a>
            </div>
            <div>
              <h2 className={classes.heading}>
                <Trans>Customer service</Trans>
              </h2>
              <ul className={classes.list}>
                {company.phones.map((phone) => (
                  <li key={phone.dial}>
                    <a className={`${classes.link} ${classes.contactLine}`} href={`tel:${phone.dial}`}>
                      <MaskedIcon src={phoneIcon} size={18} className={classes.contactIcon} />
                      <span>
                        {i18n._(phone.label)}: <bdi dir="ltr">{phone.display}</bdi>
                      </span>
                    </a>
                  </li>
                ))}
                {company.emails.map((email) => (
                  <li key={email}>
                    <a className={`${classes.link} ${classes.contactLine}`} href={`mailto:${email}`}>
                      <MaskedIcon src={mailIcon} size={18} className={classes.contactIcon} />
                      <bdi dir="ltr">{email}</bdi>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </Columns>
        <Group className={classes.bottom} justify="space-between" gap="md">
          <Text size="sm">
            <Trans>
              © {year} <bdi>{legalName}</bdi>. All rights reserved.
            </Trans>
          </Text>
          <nav aria-label={t`Legal`}>
            <Group component="ul" className={classes.inlineList} gap="lg">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={classes.link}>
                    <Text span size="sm">
                      {i18n._(link.label)}
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
