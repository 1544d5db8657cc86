import type { Story, StoryDefault } from '@ladle/react';
import { getBlogsMock } from '@/api/generated/blogs/blogs.msw';
import { getCareersMock } from '@/api/generated/careers/careers.msw';
import { getLeadsMock } from '@/api/generated/leads/leads.msw';
import { getNewsEventsMock } from '@/api/generated/news-events/news-events.msw';
import {
  getGetFooterMockHandler,
  getGetFooterResponseMock,
  getSettingsMock,
} from '@/api/generated/settings/settings.msw';
import { getTeamMock } from '@/api/generated/team/team.msw';
import { getVendorAccountMock } from '@/api/generated/vendor-account/vendor-account.msw';
import AboutPage from '@/features/about/AboutPage';
import BlogsPage from '@/features/articles/BlogsPage';
import NewsEventsPage from '@/features/articles/NewsEventsPage';
import FaqPage from '@/features/faq/FaqPage';
import HomePage from '@/features/home/HomePage';
import PrivacyPolicyPage from '@/features/legal/PrivacyPolicyPage';
import TermsPage from '@/features/legal/TermsPage';
import CartPage from '@/features/products/CartPage';
import ClientAppPage from '@/features/products/ClientAppPage';
import { MoreFromWebbee } from '@/features/products/MoreFromWebbee';
import BecomeSellerPage from '@/features/signup/BecomeSellerPage';
import CreateWebsitePage from '@/features/signup/CreateWebsitePage';
import SitemapPage from '@/features/sitemap/SitemapPage';
import { answeredBy, failing } from '../mockedApi';

/** Whole pages make many calls; the contract's examples show them as a visitor sees them, not failed. */
const everyCall = [
  ...getBlogsMock(),
  ...getCareersMock(),
  ...getLeadsMock(),
  ...getNewsEventsMock(),
  ...getSettingsMock(),
  ...getTeamMock(),
  ...getVendorAccountMock(),
];

export default { title: 'Pages / Static pages', msw: answeredBy(...everyCall) } satisfies StoryDefault;

export const Home: Story = () => <HomePage />;
export const About: Story = () => <AboutPage />;
export const WebbeeCart: Story = () => <CartPage />;
export const WebbeeClient: Story = () => <ClientAppPage />;
/** The Client page's way to the company's other products: two cards, each with its link. */
export const MoreFromWebbeeCards: Story = () => <MoreFromWebbee />;
export const BecomeSeller: Story = () => <BecomeSellerPage />;
export const CreateWebsite: Story = () => <CreateWebsitePage />;
export const Blogs: Story = () => <BlogsPage />;
export const NewsEvents: Story = () => <NewsEventsPage />;
export const Faq: Story = () => <FaqPage />;
export const Terms: Story = () => <TermsPage />;
export const Privacy: Story = () => <PrivacyPolicyPage />;

export const SitemapWithSocialLinks: Story = () => <SitemapPage />;

/** The footer data is loading or failed: the Social Media group lists the company's own five. */
export const SitemapWithoutFooterData: Story = () => <SitemapPage />;
SitemapWithoutFooterData.msw = answeredBy(failing(getGetFooterMockHandler()), ...everyCall);

/** The footer data has no Youtube: the sitemap still lists it, at the company's own channel. */
export const SitemapWithFooterDataLackingYoutube: Story = () => <SitemapPage />;
SitemapWithFooterDataLackingYoutube.msw = answeredBy(
  getGetFooterMockHandler({
    ...getGetFooterResponseMock(),
    Result: { SocialMedia: { ...getGetFooterResponseMock().Result.SocialMedia, Youtube: null } },
  }),
  ...everyCall,
);
