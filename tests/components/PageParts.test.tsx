import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookDemoButton } from '@/components/BookDemoButton';
import { FeatureList } from '@/components/FeatureList';
import { StepList } from '@/components/StepList';
import { customerSteps, includedFeatures } from '@/content/marketing';
import { usePopups } from '@/lib/popups';
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
    expect(steps[0]).toHaveTextContent('Tell us about your business and share your logo.');
  });

  it('translates its steps in the Arabic edition', () => {
    renderWithProviders(<StepList steps={customerSteps} />, { locale: 'ar' });
    expect(screen.getByRole('heading', { name: 'بيانات نشاطك التجاري وشعارك' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'اختر باقة وادفع' })).toBeInTheDocument();
    expect(screen.getByText('أخبرنا عن نشاطك التجاري وشاركنا شعارك.')).toBeInTheDocument();
  });
});

describe('FeatureList', () => {
  it('lists every included feature, in English and in Arabic', () => {
    const { unmount } = renderWithProviders(<FeatureList items={includedFeatures} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(15);
    expect(screen.getByText('Domain name')).toBeInTheDocument();
    unmount();
    renderWithProviders(<FeatureList items={includedFeatures} />, { locale: 'ar' });
    expect(screen.getAllByRole('listitem')).toHaveLength(15);
    expect(screen.getByText('اسم النطاق')).toBeInTheDocument();
    expect(screen.getByText('شهادة SSL مجانية')).toBeInTheDocument();
  });
});

function DemoPopupState() {
  return <output>{usePopups().demoRequest ? 'open' : 'closed'}</output>;
}

describe('BookDemoButton', () => {
  it('opens the demo popup, labelled in the edition’s language', () => {
    renderWithProviders(
      <>
        <BookDemoButton />
        <DemoPopupState />
      </>,
      { locale: 'ar' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'احجز عرضًا توضيحيًا' }));
    expect(screen.getByRole('status')).toHaveTextContent('open');
  });
});
