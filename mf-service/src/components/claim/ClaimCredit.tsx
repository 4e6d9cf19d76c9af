import { useFormats } from '@portal/shared';
import { useMoney } from '@portal/shared/ui/money';
import { claimCredit } from '@portal/shared/warranty/claimRules';
import { WARRANTY_TERMS } from '@portal/shared/warranty/terms';
import { useT } from '../../i18n';
import type { ClaimForm } from './useClaimForm';

/** The credit the claim asks for, counted as it is typed, with its minimum or maximum. */
export function ClaimCredit({ form }: { form: ClaimForm }) {
  const t = useT();
  const fmt = useFormats();
  const money = useMoney();
  const credit = claimCredit(form.values);
  const problem = form.shown('credit');
  return (
    <section aria-label={t('Credit')} style={{ marginBottom: 16 }}>
      <h3 style={{ fontSize: 16 }}>{t('Credit claimed')}</h3>
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'max-content max-content',
          gap: '4px 16px',
          margin: 0,
        }}
      >
        <dt>{t('credit.labour', { rate: money(WARRANTY_TERMS.labourRateUsd) })}</dt>
        <dd style={{ margin: 0 }} data-testid="credit-labour">
          {money(credit.labourCents / 100)}
        </dd>
        <dt>{t('credit.parts', { markup: fmt.number(WARRANTY_TERMS.partsMarkup * 100) })}</dt>
        <dd style={{ margin: 0 }} data-testid="credit-parts">
          {money(credit.partsCents / 100)}
        </dd>
        <dt style={{ fontWeight: 600 }}>{t('Total')}</dt>
        <dd style={{ margin: 0, fontWeight: 600 }} data-testid="credit-total">
          {money(credit.totalCents / 100)}
        </dd>
      </dl>
      {problem && <div style={{ color: '#cf1322', fontSize: 13, marginTop: 4 }}>{problem}</div>}
    </section>
  );
}
