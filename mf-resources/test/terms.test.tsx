import { render, screen } from '@testing-library/react';
import { TermsPage } from '../src/pages/TermsPage';
import { PrivacyPage } from '../src/pages/PrivacyPage';
import { TERMS_LIMITS, TERMS_SECTIONS } from '../src/rules/terms';

const sectionText = (title: string) =>
  TERMS_SECTIONS.find((s) => s.title === title)!.paragraphs.join(' ');

describe('Terms and Conditions (spec 001 §2, §9)', () => {
  it('has twenty-four sections, each with a title of its own and some text', () => {
    expect(TERMS_SECTIONS).toHaveLength(24);
    expect(new Set(TERMS_SECTIONS.map((s) => s.title)).size).toBe(24);
    for (const s of TERMS_SECTIONS) expect(s.paragraphs.join('').length).toBeGreaterThan(80);
  });

  it('keeps the limits of spec 001 §9', () => {
    expect(TERMS_LIMITS).toEqual({
      quoteValidDays: 30,
      paymentNetDays: 30,
      lateInterestPercentPerYear: 24,
      shippingClaimBusinessDays: 2,
      defectNoticeDays: 10,
      claimMonths: 12,
    });
  });

  it.each([
    ['Quotations', 'Quotations are valid for 30 days'],
    ['Payment Terms', 'payment is due net 30 days'],
    ['Late Payment', 'at the lesser of 24% per year and the maximum rate permitted by law'],
    ['Shipping Damage and Shortages', 'within 2 business days of delivery'],
    ['Inspection and Defect Notice', 'within 10 days of discovering it'],
    ['Time Limit for Claims', 'within 12 months of the invoice date'],
  ])('section %s states: %s', (title, words) => {
    expect(sectionText(title)).toContain(words);
  });

  it('shows the sections numbered 1 to 24 under the page title', () => {
    render(<TermsPage />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Terms and Conditions');
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toHaveLength(24);
    expect(headings[0]).toBe('1. Acceptance');
    expect(headings[23]).toBe(`24. ${TERMS_SECTIONS[23].title}`);
  });
});

describe('Privacy Policy (spec 001 §2)', () => {
  it('says it was revised October 2022', () => {
    render(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Privacy Policy');
    expect(screen.getByText('Last revised: October 2022')).toBeInTheDocument();
  });
});
