import { languageStore, setLanguage } from '@portal/shared';
import { t } from '../src/i18n';
import { timelineText } from '../src/components/machineTexts';

// The machine page's timeline: the API writes each event in English (api/src/lists/machine.ts,
// as the seed's machine SN900101 shows them); the page says them in its language.
const SENT = [
  'Ordered on SO1001M01',
  'Built (work order not given)',
  'Invoiced on WI1001M01',
  'Manufactured',
  'PDI sent by Bea Buyer',
  'Warranty registered by Bea Buyer',
  'Claim WC1001M02: Scale reads low (In Review)',
];

afterEach(() => languageStore.setState({ language: 'en' }));

describe('machine timeline texts', () => {
  it('are the API’s own in English', () => {
    expect(SENT.map((s) => timelineText(s, t))).toEqual(SENT);
  });

  it('are French in French, their fixed words too; an unknown form stays as sent', async () => {
    await setLanguage('fr-CA');
    expect(SENT.map((s) => timelineText(s, t))).toEqual([
      'Commandée sous le numéro SO1001M01',
      'Fabriquée (bon de travail non indiqué)',
      'Facturée sous le numéro WI1001M01',
      'Fabriquée',
      'IPL envoyée par Bea Buyer',
      'Garantie enregistrée par Bea Buyer',
      'Réclamation WC1001M02\u00a0: Scale reads low (En examen)',
    ]);
    expect(timelineText('Moved to Lot B', t)).toBe('Moved to Lot B');
  });
});
