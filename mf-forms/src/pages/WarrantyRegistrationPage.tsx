import { useAuth } from '@portal/shared';
import { useT } from '../i18n';
import {
  DEALER_CERTIFICATIONS,
  emptyWarranty,
  PURCHASER_CERTIFICATIONS,
  validateWarranty,
  warrantyPayload,
  type WarrantyForm,
} from '../rules/warrantyForm';
import { Cell, Field, Grid, NumberInput, Section } from '../components/FormParts';
import {
  ModelCell,
  NotesField,
  OperationCells,
  ownerFields,
  Ticks,
} from '../components/UnitFields';
import { useRep } from '../components/useRep';
import { UnitFormPage, type FormScope, type UnitFormSpec } from '../components/UnitFormPage';

const WARRANTY: UnitFormSpec<WarrantyForm> = {
  kind: 'warranty',
  idPrefix: 'wr',
  texts: (t) => ({
    title: t('Warranty Registration'),
    restored: t('Your unsent warranty registration was restored from this browser.'),
    success: t('Warranty registration submitted successfully'),
    failure: t('Failed to submit warranty registration. Please try again.'),
    submit: t('Submit Registration'),
  }),
  empty: emptyWarranty,
  validate: validateWarranty,
  payload: warrantyPayload,
  repEmail: (f) => f.dealerEmailAddress,
  sections: (scope) => <WarrantySections {...scope} />,
};

/** Requirements 001 §2 'Warranty Registration' (/wholegoods/submit-warranty). `initialValues` pre-fill
 * a fresh form. */
export function WarrantyRegistrationPage({
  initialValues,
}: {
  initialValues?: Partial<WarrantyForm>;
}) {
  const dealerName = useAuth((s) => s.dealerName);
  const rep = useRep();
  const prefill: Partial<WarrantyForm> = {
    dealerName: dealerName ?? '',
    dealerSalesRep: rep?.name ?? '',
    dealerEmailAddress: rep?.email ?? '',
  };
  return <UnitFormPage spec={WARRANTY} prefill={prefill} initialValues={initialValues} />;
}

// `required` inputs are marked for the browser too; `marked` ones only show the spec's asterisk.
function WarrantySections(scope: FormScope<WarrantyForm>) {
  const { values: f, update, text } = scope;
  const t = useT();
  return (
    <>
      <Section title={t('Unit')}>
        <Grid>
          {text('deliveryDate', t('Dealer Sale Date'), { type: 'date', required: true })}
          <ModelCell prefix="wr" scope={scope} />
          {text('serialNumber', t('Serial Number'), { required: true })}
        </Grid>
      </Section>

      <Section title={t('Dealer')}>
        <Grid>
          {text('dealerName', t('Dealer Name'), { marked: true })}
          {text('dealerSalesRep', t('Sales Representative'), { marked: true })}
          {text('dealerEmailAddress', t('Dealer Email Address'), { type: 'email', marked: true })}
          {text('dealerPhone', t('Dealer Phone'), { type: 'tel', marked: true })}
        </Grid>
        <h4 style={{ marginTop: 0 }}>{t('Dealer certifies that')}</h4>
        <Ticks prefix="wr" items={DEALER_CERTIFICATIONS} scope={scope} />
      </Section>

      <Section title={t('Purchaser')}>
        <Grid>
          {ownerFields(text, t, true)}
          {text('ownerCellPhone', t('Owner Cell Phone'), { type: 'tel' })}
          {text('ownerEmail', t('Owner Email'), { type: 'email', required: true })}
        </Grid>
        <h4 style={{ marginTop: 0 }}>{t('Purchaser certifies that')}</h4>
        <Ticks prefix="wr" items={PURCHASER_CERTIFICATIONS} scope={scope} />
      </Section>

      <Section title={t('Operation')}>
        <Grid>
          <OperationCells prefix="wr" scope={scope} required />
          <Cell>
            <Field id="wr-estimatedHoursDaily" label={t('Estimated Hours Daily')}>
              <NumberInput
                id="wr-estimatedHoursDaily"
                value={f.estimatedHoursDaily}
                onChange={(v) => update('estimatedHoursDaily', v)}
              />
            </Field>
          </Cell>
          {text('tractorMakeModel', t('Tractor Make/Model'), { marked: true })}
        </Grid>
        <NotesField prefix="wr" scope={scope} />
      </Section>
    </>
  );
}
