import { Link } from 'react-router';
import { Button, Form, Space } from '@portal/shared/kit';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { needsAuthorization, type ClaimPart } from '@portal/shared/warranty/claimRules';
import { WARRANTY_TERMS } from '@portal/shared/warranty/terms';
import { Section } from '../components/ClaimFields';
import { PartsEditor } from '../components/PartsEditor';
import { ClaimAlerts } from '../components/claim/ClaimAlerts';
import { ClaimCredit } from '../components/claim/ClaimCredit';
import {
  ClaimDate,
  ClaimFailureKind,
  ClaimNumber,
  ClaimPhotoPicker,
  ClaimText,
} from '../components/claim/ClaimInputs';
import { useClaimForm } from '../components/claim/useClaimForm';
import { useT } from '../i18n';

export { claimDraftKey } from '../components/claim/useClaimForm';

/**
 * A warranty claim filed online. The warranty statement's rules are its schema, checked as the
 * dealer types (shared/src/warranty/claimSchema.ts, the same the API decides with) and the
 * credit it will claim is shown. The values are a draft that survives a reload; photos are not.
 */
export function NewClaimPage() {
  const t = useT();
  const form = useClaimForm();
  const c = form.values;
  return (
    <section style={{ maxWidth: 1200 }}>
      <PageTitle>{t('New Warranty Claim')}</PageTitle>
      <ClaimAlerts form={form} />
      <p style={{ marginTop: 0 }}>
        {t(
          'Your draft is kept in this browser as you type; photos are not kept and must be attached again after a reload.',
        )}
      </p>
      <Form layout="vertical" component="div">
        <form aria-label={t('New Warranty Claim')} {...form.formProps}>
          <Section title={t('Machine and failure')}>
            <ClaimText form={form} field="serial" label={t('Serial Number')} />
            <ClaimDate form={form} field="failureDate" label={t('Failure Date')} />
            <ClaimDate
              form={form}
              field="repairDate"
              label={t('Repair Completion Date')}
              hint={t('claim.dueHint', { days: WARRANTY_TERMS.claimBusinessDaysAfterRepair })}
            />
            <ClaimNumber form={form} field="hours" label={t('Hours')} step="1" />
            <ClaimFailureKind form={form} label={t('Failure Type')} />
            {needsAuthorization(c.failureKind) && (
              <ClaimText
                form={form}
                field="authorizationNumber"
                label={t('Authorization Number')}
              />
            )}
          </Section>
          <Section title={t('Complaint, cause and correction')}>
            <ClaimText form={form} field="complaint" label={t('Complaint')} long />
            <ClaimText form={form} field="cause" label={t('Cause')} long />
            <ClaimText form={form} field="correction" label={t('Correction')} long />
          </Section>
          <Section title={t('Parts and labour')}>
            <PartsEditor
              parts={c.parts}
              problems={c.parts.map((_, i) => form.shown(`parts.${i}`))}
              onChange={(parts: ClaimPart[]) =>
                form.set('parts', parts, 'parts', 'credit', ...parts.map((_, i) => `parts.${i}`))
              }
            />
            <ClaimNumber form={form} field="labourHours" label={t('Labour Hours')} step="0.1" />
          </Section>
          <Section title={t('Photos')}>
            <ClaimPhotoPicker
              form={form}
              kind="failure"
              label={t('Photos of the failure (at least 2)')}
            />
            <ClaimPhotoPicker
              form={form}
              kind="serialPlate"
              label={t('Photo of the serial plate (at least 1)')}
            />
          </Section>
          <ClaimCredit form={form} />
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={form.sending} disabled={form.sending}>
              {t('Submit Claim')}
            </Button>
            <Link to="/service/open-claims">{t('Back to Open Claims')}</Link>
          </Space>
        </form>
      </Form>
    </section>
  );
}
