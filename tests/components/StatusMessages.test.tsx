import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/Providers';
import { JobRowsSkeleton, ListSkeleton } from '@/components/ListSkeleton';
import { PartUnavailable } from '@/components/PartUnavailable';
import { EmptyState, LoadError } from '@/components/StatusMessage';
import { renderWithProviders } from '../testUtils';

describe('LoadError', () => {
  it('says what failed and offers Retry', () => {
    const retry = vi.fn();
    renderWithProviders(<LoadError what="the jobs" onRetry={retry} />);
    expect(screen.getByRole('heading', { name: "We couldn't load the jobs" })).toBeInTheDocument();
    expect(
      screen.getByText('The problem may be on our side or with your connection. Please try again in a moment.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('says it in Arabic in the Arabic edition', () => {
    renderWithProviders(<LoadError what="الوظائف" onRetry={() => undefined} headingOrder={2} />, { locale: 'ar' });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'تعذّر تحميل الوظائف' })).toBeInTheDocument();
    expect(
      screen.getByText('قد تكون المشكلة لدينا أو في اتصالك. يُرجى المحاولة مرة أخرى بعد قليل.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('shows the title and description it is given', () => {
    renderWithProviders(<EmptyState title="لا توجد وظائف" description="لا توجد وظائف متاحة الآن" />, { locale: 'ar' });
    expect(screen.getByRole('heading', { name: 'لا توجد وظائف' })).toBeInTheDocument();
    expect(screen.getByText('لا توجد وظائف متاحة الآن')).toBeInTheDocument();
  });
});

describe('PartUnavailable', () => {
  it('tells a load failure from a breakage, in English', () => {
    const { unmount } = renderWithProviders(<PartUnavailable loadFailed onRetry={() => undefined} />);
    expect(screen.getByText("This part of the page didn't load.")).toBeInTheDocument();
    expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<PartUnavailable loadFailed={false} onRetry={() => undefined} />);
    expect(screen.getByText('This part of the page stopped working.')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
  });

  it('speaks Arabic in the Arabic edition, with Retry focused when it floats over the page', () => {
    renderWithProviders(<PartUnavailable variant="floating" loadFailed onRetry={() => undefined} />, {
      locale: 'ar',
    });
    expect(screen.getByText('لم يُحمَّل هذا الجزء من الصفحة.')).toBeInTheDocument();
    expect(screen.getByText('تحقّق من اتصالك بالإنترنت وحاول مرة أخرى.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toHaveFocus();
  });

  it('keeps the compact message to one line in Arabic', () => {
    renderWithProviders(<PartUnavailable variant="compact" loadFailed={false} onRetry={() => undefined} />, {
      locale: 'ar',
    });
    expect(screen.getByText('توقّف هذا الجزء من الصفحة عن العمل.')).toBeInTheDocument();
    expect(screen.queryByText('يُرجى المحاولة مرة أخرى.')).not.toBeInTheDocument();
  });
});

describe('ListSkeleton', () => {
  it('names what is loading for screen readers, in either edition', () => {
    const { unmount } = renderWithProviders(
      <ListSkeleton what="jobs">
        <JobRowsSkeleton count={2} />
      </ListSkeleton>,
    );
    expect(screen.getByRole('status', { name: 'Loading jobs' })).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <ListSkeleton what="الوظائف">
        <JobRowsSkeleton count={2} />
      </ListSkeleton>,
      { locale: 'ar' },
    );
    expect(screen.getByRole('status', { name: 'جارٍ تحميل الوظائف' })).toBeInTheDocument();
  });

  // React renders <noscript> only on the server: the prerendered page is where it counts.
  it('tells visitors without JavaScript, in Arabic on Arabic pages, why the list is missing', () => {
    const markup = (locale: 'en' | 'ar', what: string) =>
      renderToString(
        <Providers locale={locale}>
          <ListSkeleton what={what}>
            <JobRowsSkeleton count={1} />
          </ListSkeleton>
        </Providers>,
      );
    expect(markup('en', 'jobs')).toContain(
      'The jobs need JavaScript to load. Please turn it on in your browser to see them.',
    );
    expect(markup('ar', 'الوظائف')).toContain('يلزم تفعيل JavaScript لتحميل الوظائف. يُرجى تفعيله في متصفحك.');
  });
});
