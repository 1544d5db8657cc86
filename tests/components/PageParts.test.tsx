import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookDemoButton } from '@/components/BookDemoButton';
import { FeatureGroups } from '@/components/FeatureGroups';
import { FeatureTiles } from '@/components/FeatureTiles';
import { Callout } from '@/components/Callout';
import { HighlightCards } from '@/components/HighlightCards';
import { StepList } from '@/components/StepList';
import { includedFeatureGroups, whyUs } from '@/content/home';
import { customerSteps } from '@/content/marketing';
import { premiumModules } from '@/content/home';
import { i18nFor } from '@/lib/i18n/catalogs';
import { demoRequestDialogId } from '@/lib/popups';
import { renderWithProviders } from '../testUtils';

describe('StepList', () => {
  it('numbers the steps in order, in English', () => {
    renderWithProviders(<StepList steps={customerSteps} />);
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Business details and logo',
      'Website contents',
      'Choose a package and pay',
    ]);
    expect(steps[0]).toHaveTextContent('1');
    expect(steps[0]).toHaveTextContent(
      'Sign up, and a Webbee representative calls you to learn about your business and collect your logo.',
    );
  });

  it('translates its steps in the Arabic edition', () => {
    renderWithProviders(<StepList steps={customerSteps} />, { locale: 'ar' });
    expect(screen.getByRole('heading', { name: 'بيانات نشاطك التجاري وشعارك' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'اختر باقة وادفع' })).toBeInTheDocument();
    expect(screen.getByText('سجّل، وسيتصل بك أحد ممثلي Webbee ليتعرّف على نشاطك ويستلم شعارك.')).toBeInTheDocument();
  });
});

describe('FeatureGroups', () => {
  it('lists every included feature in its group, under the group’s heading, in English and in Arabic', () => {
    const groups = (locale: 'en' | 'ar') =>
      includedFeatureGroups.map(({ title, features }) => ({
        title: i18nFor(locale)._(title),
        items: features.map((feature) => ({ key: feature.id, name: i18nFor(locale)._(feature) })),
      }));
    const { unmount } = renderWithProviders(<FeatureGroups groups={groups('en')} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Your address online',
      'Design and content',
      'Pages for your business',
      'Your customers',
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(15);
    expect(within(screen.getAllByRole('list')[0]).getByText('Domain name')).toBeInTheDocument();
    unmount();
    renderWithProviders(<FeatureGroups groups={groups('ar')} />, { locale: 'ar' });
    expect(screen.getAllByRole('listitem')).toHaveLength(15);
    expect(screen.getByText('اسم النطاق')).toBeInTheDocument();
    expect(screen.getByText('شهادة SSL مجانية')).toBeInTheDocument();
  });
});

describe('FeatureTiles and HighlightCards', () => {
  it('show each premium module as a plain card with its own icon and a line on what it does, and each reason led by an icon, never a number', () => {
    renderWithProviders(
      <>
        <FeatureTiles items={premiumModules} />
        <HighlightCards items={whyUs('AED 1,499')} />
      </>,
    );
    const [tiles, reasons] = screen.getAllByRole('list');
    expect(tiles.tagName).toBe('UL');
    expect(reasons.tagName).toBe('UL');
    // Each name with what its module does under it.
    expect(
      within(tiles)
        .getAllByRole('listitem')
        .map((item) => item.querySelectorAll('p').length),
    ).toEqual(Array(8).fill(2));
    expect(within(tiles).getByText('Let customers book appointments on your website.')).toBeInTheDocument();
    const marks = (list: HTMLElement) =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('[aria-hidden="true"]') as HTMLElement);
    const icons = within(tiles)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('span')!.style.getPropertyValue('--icon'));
    expect(icons).toHaveLength(8);
    for (const icon of icons) expect(icon).toMatch(/^url\(.+\.svg\b/);
    expect(new Set(icons).size).toBe(8);
    // Nothing in a card looks or acts pressable: the modules lead nowhere.
    expect(within(tiles).queryAllByRole('button')).toHaveLength(0);
    expect(within(tiles).queryAllByRole('link')).toHaveLength(0);
    const reasonIcons = marks(reasons).map((mark) => {
      expect(mark.textContent).toBe('');
      return (mark.firstElementChild as HTMLElement).style.getPropertyValue('--icon');
    });
    expect(reasonIcons).toHaveLength(4);
    for (const icon of reasonIcons) expect(icon).toMatch(/^url\(.+\.svg\b/);
    expect(new Set(reasonIcons).size).toBe(4);
  });
});

describe('BookDemoButton', () => {
  it('opens the Book a Demo popup as the platform does, before the scripts run too, labelled in the edition’s language', () => {
    renderWithProviders(<BookDemoButton />, { locale: 'ar' });
    const button = screen.getByRole('button', { name: 'احجز عرضًا توضيحيًا' });
    expect(button).toHaveAttribute('commandfor', demoRequestDialogId);
    expect(button).toHaveAttribute('command', 'show-modal');
  });
});

describe('Callout', () => {
  it('titles its note as a heading led by its icon, on the brand’s light ground', () => {
    renderWithProviders(
      <Callout icon="/assets/clock-hour-4.svg" title="Quick review">
        Manage your site yourself.
      </Callout>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Quick review' });
    const note = heading.parentElement!;
    expect((heading.firstElementChild as HTMLElement).style.getPropertyValue('--icon')).toBe(
      'url(/assets/clock-hour-4.svg)',
    );
    expect(note.getAttribute('style')).toContain('var(--mantine-color-brand-0)');
    expect(note).toHaveTextContent('Manage your site yourself.');
  });

  it('ends with its footer line under the note, when given one', () => {
    renderWithProviders(
      <Callout icon="/assets/heart-handshake.svg" title="Congratulations in advance!" footer="Call us meanwhile.">
        Manage your site yourself.
      </Callout>,
    );
    const note = screen.getByRole('heading', { name: 'Congratulations in advance!' }).parentElement!;
    expect(note.lastElementChild).toHaveTextContent('Call us meanwhile.');
    expect(note.lastElementChild!.previousElementSibling).toHaveTextContent('Manage your site yourself.');
  });
});
