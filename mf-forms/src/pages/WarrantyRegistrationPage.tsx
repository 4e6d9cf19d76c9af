import { useAuth } from '@portal/shared';
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
  title: 'Warranty Registration',
  idPrefix: 'wr',
  restoredText: 'Your unsent warranty registration was restored from this browser.',
  texts: {
    success: 'Warranty registration submitted successfully',
    failure: 'Failed to submit warranty registration. Please try again.',
  },
  submitLabel: 'Submit Registration',
  empty: emptyWarranty,
  validate: validateWarranty,
  payload: warrantyPayload,
  repEmail: (f) => f.dealerEmailAddress,
  sections: (scope) => <WarrantySections {...scope} />,
};

/** Spec 001 §2 'Warranty Registration' (/wholegoods/submit-warranty). `initialValues` pre-fill
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
  return (
    <>
      <Section title="Unit">
        <Grid>
          {text('deliveryDate', 'Dealer Sale Date', { type: 'date', required: true })}
          <ModelCell prefix="wr" scope={scope} />
          {text('serialNumber', 'Serial Number', { required: true })}
        </Grid>
      </Section>

      <Section title="Dealer">
        <Grid>
          {text('dealerName', 'Dealer Name', { marked: true })}
          {text('dealerSalesRep', 'Sales Representative', { marked: true })}
          {text('dealerEmailAddress', 'Dealer Email Address', { type: 'email', marked: true })}
          {text('dealerPhone', 'Dealer Phone', { type: 'tel', marked: true })}
        </Grid>
        <h4 style={{ marginTop: 0 }}>Dealer certifies that</h4>
        <Ticks prefix="wr" items={DEALER_CERTIFICATIONS} scope={scope} />
      </Section>

      <Section title="Purchaser">
        <Grid>
          {ownerFields(text, true)}
          {text('ownerCellPhone', 'Owner Cell Phone', { type: 'tel' })}
          {text('ownerEmail', 'Owner Email', { type: 'email', required: true })}
        </Grid>
        <h4 style={{ marginTop: 0 }}>Purchaser certifies that</h4>
        <Ticks prefix="wr" items={PURCHASER_CERTIFICATIONS} scope={scope} />
      </Section>

      <Section title="Operation">
        <Grid>
          <OperationCells prefix="wr" scope={scope} required />
          <Cell>
            <Field id="wr-estimatedHoursDaily" label="Estimated Hours Daily">
              <NumberInput
                id="wr-estimatedHoursDaily"
                value={f.estimatedHoursDaily}
                onChange={(v) => update('estimatedHoursDaily', v)}
              />
            </Field>
          </Cell>
          {text('tractorMakeModel', 'Tractor Make/Model', { marked: true })}
        </Grid>
        <NotesField prefix="wr" scope={scope} />
      </Section>
    </>
  );
}
