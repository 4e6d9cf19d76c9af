import { act, render } from '@testing-library/react';
import { languageStore, setLanguage } from '../src';
import { WarrantyGuidelines } from '../src/ui/warranty/WarrantyGuidelines';

// Decision 0057: the warranty guidelines are a legal text, English in every language (the page
// shows the notice that the English version governs above it), marked as English for readers.
afterEach(() => act(() => languageStore.setState({ language: 'en' })));

it('the warranty guidelines stay English in French, marked lang="en"', async () => {
  await act(() => setLanguage('fr-CA'));
  const { container } = render(<WarrantyGuidelines />);
  const english = container.querySelector('[lang="en"]');
  expect(english).toBe(container.firstElementChild);
  expect(english).toHaveTextContent('The minimum claim amount is $100.');
  expect(english).toHaveTextContent('An appeal of a denied claim is due within 48 hours');
});
