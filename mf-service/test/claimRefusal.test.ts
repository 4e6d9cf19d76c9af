import { act } from '@testing-library/react';
import { languageStore, setLanguage } from '@portal/shared';
import { t } from '../src/i18n';
import { claimRefusalText } from '../src/components/claimProblemText';

afterEach(() => act(() => languageStore.setState({ language: 'en' })));

// The API refuses a claim with the rules' English lines joined by '; ' (or a line about the
// serial): the form shows them in the page's language, values kept.
it('words the API’s refusal of a claim in French, line by line', async () => {
  await act(() => setLanguage('fr-CA'));
  expect(
    claimRefusalText(
      t,
      'Complaint is required; Part 2: the dealer cost is required; The minimum claim is $100.00',
    ),
  ).toBe(
    'La plainte est obligatoire\u00a0; Pièce 2\u00a0: le coût concessionnaire est obligatoire\u00a0; ' +
      'La réclamation minimale est de 100,00\u00a0$\u00a0US',
  );
  // The bounds on every figure (decision 0089), their values kept.
  expect(
    claimRefusalText(
      t,
      'Labour Hours cannot be more than 999; Part 1: the quantity cannot be more than 9,999; ' +
        'Part 2: the dealer cost cannot be more than $999,999.99; ' +
        'Part 3: the dealer cost must be in whole cents; ' +
        'The claimed credit cannot be more than $999,999.99',
    ),
  ).toBe(
    'Les heures de main-d’œuvre ne peuvent pas dépasser 999\u00a0; ' +
      'Pièce 1\u00a0: la quantité ne peut pas dépasser 9\u00a0999\u00a0; ' +
      'Pièce 2\u00a0: le coût concessionnaire ne peut pas dépasser 999\u00a0999,99\u00a0$\u00a0US\u00a0; ' +
      'Pièce 3\u00a0: le coût concessionnaire doit être en cents entiers\u00a0; ' +
      'Le crédit réclamé ne peut pas dépasser 999\u00a0999,99\u00a0$\u00a0US',
  );
  expect(claimRefusalText(t, 'Serial Number SN1 is not a unit of your dealership')).toBe(
    'Le numéro de série SN1 n’est pas une unité de votre concession',
  );
});

it('keeps the English as it is in English', () => {
  const line =
    'Serial Number SN1 is sold but not registered: submit its warranty registration first';
  expect(claimRefusalText(t, `Hours is required; ${line}`)).toBe(`Hours is required; ${line}`);
});
