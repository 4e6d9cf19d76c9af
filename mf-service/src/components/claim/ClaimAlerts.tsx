import { Link } from 'react-router';
import { Alert, Button } from '@portal/shared/kit';
import { useMoney } from '@portal/shared/ui/money';
import { useT } from '../../i18n';
import type { ClaimForm } from './useClaimForm';

const GAP = { marginBottom: 16 };

/** Above the claim form: a restored draft, the claim just filed, a refusal, the problems. */
export function ClaimAlerts({ form }: { form: ClaimForm }) {
  const t = useT();
  const money = useMoney();
  const { filed, failure } = form;
  // The summary lists every problem once the dealer has tried to submit.
  const list = form.tried ? form.shownList : [];
  return (
    <>
      {form.restored && (
        <Alert
          type="info"
          showIcon
          title={t(
            'Your unsent claim was restored from this browser. Photos are not kept: attach them again.',
          )}
          action={
            <Button size="small" onClick={form.startOver}>
              {t('Start over')}
            </Button>
          }
          closable={{ onClose: form.dismissRestored }}
          style={GAP}
        />
      )}
      {filed && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={t('claim.filed', {
            claimNumber: filed.claimNumber,
            credit: money(filed.creditCents / 100),
          })}
          action={<Link to="/service/open-claims">{t('Open Claims')}</Link>}
          style={GAP}
        />
      )}
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={GAP} />}
      {list.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('Please correct the following:')}
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {list.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          }
          style={GAP}
        />
      )}
    </>
  );
}
