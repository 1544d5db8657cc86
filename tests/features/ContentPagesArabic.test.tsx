import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getGetTeamResponseMock } from '@/api/generated/team/team.msw';
import AboutPage from '@/features/about/AboutPage';
import { TeamCarousel } from '@/features/about/TeamCarousel';
import FaqPage from '@/features/faq/FaqPage';
import HomePage from '@/features/home/HomePage';
import PrivacyPolicyPage from '@/features/legal/PrivacyPolicyPage';
import TermsPage from '@/features/legal/TermsPage';
import CartPage from '@/features/products/CartPage';
import ClientAppPage from '@/features/products/ClientAppPage';
import SitemapPage from '@/features/sitemap/SitemapPage';
import { formatPrice } from '@/lib/i18n/format';
import { jsonLdBlocks, renderWithProviders } from '../testUtils';

/** The starting price as Intl writes it in Arabic: Arabic currency sign, no "AED". */
const arabicPrice = formatPrice(1499, 'ar');
const arabicLetters = /[\u0600-\u06FF]/;

// Home's bands and the carousels are lazy chunks; loading them once up front keeps their first
// transform out of the timings.
beforeAll(async () => {
  await Promise.all([import('@/features/home/HomeArticlesCarousel'), import('@/components/CardCarousel')]);
});

describe('Home in Arabic', () => {
  it('leads with an Arabic heading and the price as Intl writes it in Arabic', () => {
    renderWithProviders(<HomePage />, { locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'موقع احترافي لنشاطك التجاري، جاهز خلال 72 ساعة',
    );
    expect(arabicPrice).not.toContain('AED');
    const text = document.body.textContent ?? '';
    expect(text).toContain(`موقع إلكتروني متكامل بسعر يبدأ من ${arabicPrice}`);
    expect(text).toContain(`تبدأ الباقات من ${arabicPrice}، وتشمل كل باقة النطاق`);
    expect(text).not.toContain('AED 1499');
    expect(screen.getByRole('link', { name: 'ابدأ بناء موقعك الإلكتروني الآن' })).toHaveAttribute(
      'href',
      '/createwebsite',
    );
  });

  it('writes the price in English as it always has', () => {
    renderWithProviders(<HomePage />);
    const text = (document.body.textContent ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain('A complete website from AED 1499 with domain, hosting and SSL included.');
    expect(text).toContain(
      'Packages start from AED 1499, and every one includes your domain, hosting, SSL and corporate e-mails.',
    );
  });

  it('runs the reviews right to left: previous on the right pointing right, next pointing left', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HomePage />, { locale: 'ar' });
    const slider = screen.getByRole('region', { name: 'آراء العملاء' });
    const current = () => within(slider).getByRole('group').getAttribute('aria-label');
    expect(current()).toBe('الرأي 1 من 3');
    expect(within(slider).getByText('راشد المرّي')).toBeInTheDocument();

    const previous = within(slider).getByRole('button', { name: 'الرأي السابق' });
    const next = within(slider).getByRole('button', { name: 'الرأي التالي' });
    expect(previous.querySelector('svg')).toHaveClass('tabler-icon-chevron-right');
    expect(next.querySelector('svg')).toHaveClass('tabler-icon-chevron-left');
    // In a right-to-left row the first button is the one on the right.
    expect(previous.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    await user.click(next);
    expect(current()).toBe('الرأي 2 من 3');
    expect(within(slider).getByText('مريم خوري')).toBeInTheDocument();
    await user.click(within(slider).getByRole('button', { name: 'اقرأ المزيد' }));
    expect(within(slider).getByRole('button', { name: 'عرض أقل' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the chevrons as they were in English', () => {
    renderWithProviders(<HomePage />);
    const slider = screen.getByRole('region', { name: 'Customer reviews' });
    expect(within(slider).getByRole('button', { name: 'Previous review' }).querySelector('svg')).toHaveClass(
      'tabler-icon-chevron-left',
    );
    expect(within(slider).getByRole('button', { name: 'Next review' }).querySelector('svg')).toHaveClass(
      'tabler-icon-chevron-right',
    );
  });
});

describe('About in Arabic', () => {
  it('shows Arabic sections, the price by Intl, and the team from the API', async () => {
    renderWithProviders(<AboutPage />, { locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('نضع أعمال الإمارات على الإنترنت');
    expect(document.body.textContent).toContain(`بسعر يبدأ من ${arabicPrice}`);
    const benefits = screen.getByRole('region', { name: 'هل ما زلت مترددًا؟' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(7);
    for (const item of within(benefits).getAllByRole('listitem')) expect(item.textContent).toMatch(arabicLetters);
    const team = screen.getByRole('region', { name: 'فريقنا' });
    const [first] = getGetTeamResponseMock().Result;
    expect(await within(team).findByText(first.Name)).toBeInTheDocument();
    expect(within(team).getAllByRole('img', { name: `صورة ${first.Name}` }).length).toBeGreaterThan(0);
  });

  it('runs the team carousel right to left, previous pointing right, and says in Arabic which page of members is in view', async () => {
    renderWithProviders(<TeamCarousel />, { locale: 'ar' });
    const carousel = await screen.findByRole('region', { name: 'أعضاء الفريق' }, { timeout: 5000 });
    const previous = screen.getByRole('button', { name: 'السابق: أعضاء الفريق' });
    const next = screen.getByRole('button', { name: 'التالي: أعضاء الفريق' });
    expect(previous.querySelector('svg')).toHaveClass('tabler-icon-chevron-right');
    expect(next.querySelector('svg')).toHaveClass('tabler-icon-chevron-left');
    // Once embla has measured the slides; the arrow keys' direction is CardCarousel's test.
    expect(await within(carousel.parentElement!).findByText(/^الصفحة 1 من \d+$/)).toHaveAttribute('role', 'status');
  });
});

type FaqPageData = {
  '@type': string;
  inLanguage: string;
  mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
};

const faqData = () => jsonLdBlocks().find((block) => (block as FaqPageData)['@type'] === 'FAQPage') as FaqPageData;

/** The accordion's questions, open or not, in order. */
const questionsShown = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'))
    .map((button) => button.textContent);

describe('FAQ structured data', () => {
  it('lists the ten questions and plain-text answers shown on the English page', () => {
    renderWithProviders(<FaqPage />);
    const data = faqData();
    expect(data.inLanguage).toBe('en');
    expect(data.mainEntity).toHaveLength(10);
    const shown = questionsShown();
    expect(data.mainEntity.map((question) => question.name)).toEqual(shown);
    expect(data.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: 'How much does a website cost?',
      acceptedAnswer: {
        '@type': 'Answer',
        text: `A complete business website starts from ${formatPrice(1499, 'en')}, and that price already includes your domain name and hosting, a free SSL certificate and corporate e-mail addresses. Premium modules can be added at any time.`,
      },
    });
    for (const { acceptedAnswer } of data.mainEntity) expect(acceptedAnswer.text).not.toMatch(/[<>]/);
  });

  it('is in Arabic on the Arabic page, with the price as Intl writes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />, { locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('الأسئلة الشائعة');
    const data = faqData();
    expect(data.inLanguage).toBe('ar');
    expect(data.mainEntity).toHaveLength(10);
    const shown = questionsShown();
    expect(data.mainEntity.map((question) => question.name)).toEqual(shown);
    expect(data.mainEntity[0].name).toBe('كم تبلغ تكلفة الموقع الإلكتروني؟');
    expect(data.mainEntity[0].acceptedAnswer.text).toContain(
      `يبدأ سعر الموقع الإلكتروني المتكامل لنشاطك التجاري من ${arabicPrice}`,
    );
    for (const { name, acceptedAnswer } of data.mainEntity) {
      expect(name).toMatch(arabicLetters);
      expect(acceptedAnswer.text).toMatch(arabicLetters);
    }

    expect(screen.getByRole('button', { name: 'كم تبلغ تكلفة الموقع الإلكتروني؟', expanded: true })).toBeVisible();
    expect(screen.getByText(/^يبدأ سعر الموقع الإلكتروني المتكامل/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'كم من الوقت يستغرق بناء موقعي الإلكتروني؟' }));
    expect(screen.getByText(/^يبدأ سعر الموقع الإلكتروني المتكامل/)).not.toBeVisible();
  });
});

describe('legal pages in Arabic', () => {
  it('give the terms in Arabic with their date as Intl writes it', () => {
    renderWithProviders(<TermsPage />, { locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('الشروط والأحكام');
    expect(screen.getByRole('heading', { name: 'الانسحاب' })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text).toContain('يجب تقديم طلب الاسترداد خلال 24\u00a0ساعة من الشراء');
    expect(text).toContain('خلال 15-20\u00a0يومًا تقويميًا');
    const updated = new Intl.DateTimeFormat('ar-AE', { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(2026, 10, 1),
    );
    expect(text).toContain(`آخر تحديث: ${updated}.`);
  });

  it('keep the English date as it was', () => {
    renderWithProviders(<TermsPage />);
    expect(document.body.textContent).toContain('Last updated 1 November 2026.');
  });

  it('give the privacy policy in Arabic, every section heading translated', () => {
    renderWithProviders(<PrivacyPolicyPage />, { locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('سياسة الخصوصية');
    for (const heading of screen.getAllByRole('heading', { level: 2 }))
      expect(heading.textContent).toMatch(arabicLetters);
    expect(document.body.textContent).toContain('لا تضع Webbee نفسها أي ملفات تعريف ارتباط على هذا الموقع.');
    const emails = screen.getAllByText('support@webbee.ae');
    for (const email of emails) {
      expect(email.tagName).toBe('BDI');
      expect(email).toHaveAttribute('dir', 'ltr');
      expect(email.closest('a')).toHaveAttribute('href', 'mailto:support@webbee.ae');
    }
    expect(emails.at(-1)!.closest('p')?.textContent).toBe('لأي استفسار حول هذه السياسة، راسلنا على support@webbee.ae.');
  });
});

describe('product pages in Arabic', () => {
  it('Webbee Cart keeps its name and the feature markup, in Arabic', () => {
    renderWithProviders(<CartPage />, { locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('متجر إلكتروني وتطبيق للهواتف لنشاطك التجاري');
    expect(screen.getByRole('heading', { name: 'عن Webbee Cart' })).toBeInTheDocument();
    expect(screen.getByText('الرفع المجمّع', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'متجرنا التجريبي' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'زُر المتجر التجريبي' })).toHaveAttribute('target', '_blank');
  });

  it('Webbee Client shows its 8 features in Arabic', () => {
    renderWithProviders(<ClientAppPage />, { locale: 'ar' });
    const features = screen.getByRole('region', { name: 'ثماني ميزات لإدارة نشاطك التجاري' });
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(screen.getAllByRole('link', { name: 'تواصل معنا' })[0]).toHaveAttribute('href', '/contact');
  });
});

describe('sitemap in Arabic', () => {
  it('names its groups and pages in Arabic, linking the same pages', () => {
    renderWithProviders(<SitemapPage />, { locale: 'ar' });
    const linksOf = (heading: string) =>
      within(screen.getByRole('region', { name: heading }))
        .queryAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(linksOf('الصفحات الرئيسية').slice(0, 3)).toEqual([
      ['الرئيسية', '/'],
      ['من نحن', '/aboutus'],
      ['Webbee Cart', '/webbeecart'],
    ]);
    expect(linksOf('روابط عامة')).toEqual([
      ['سياسة الخصوصية', '/privacypolicy'],
      ['الشروط والأحكام', '/termsandconditions'],
      ['الوظائف', '/careers'],
      ['الأسئلة الشائعة', '/faq'],
    ]);
    expect(screen.getByRole('heading', { name: 'وسائل التواصل الاجتماعي' })).toBeInTheDocument();
  });
});
