import { useAuth } from '@portal/shared';
import { CHECKLIST_GROUPS, REQUIRED_CHECKLISTS } from '../rules/checklists';
import {
  emptyPdi,
  pdiPayload,
  PDI_CONFIRMATIONS,
  pdiFieldErrors,
  type PdiForm,
} from '../rules/pdiForm';
import { ChecklistCard } from '../components/ChecklistCard';
import { Grid, Section } from '../components/FormParts';
import {
  ModelCell,
  NotesField,
  OperationCells,
  ownerFields,
  Ticks,
} from '../components/UnitFields';
import { today, useRep } from '../components/useRep';
import { UnitFormPage, type FormScope, type UnitFormSpec } from '../components/UnitFormPage';

const PDI: UnitFormSpec<PdiForm> = {
  kind: 'pdi',
  title: 'PDI Submission',
  idPrefix: 'pdi',
  restoredText: 'Your unsent PDI was restored from this browser.',
  texts: {
    success: 'PDI submitted successfully and notification sent',
    failure: 'Failed to submit PDI. Please try again.',
  },
  submitLabel: 'Submit PDI',
  empty: () => emptyPdi(today()),
  validate: pdiFieldErrors,
  payload: pdiPayload,
  repEmail: (f) => f.dealerEmail,
  sections: (scope) => <PdiSections {...scope} />,
};

/** Spec 001 §2 'PDI Submission' (/wholegoods/submit-pdi). `initialValues` pre-fill a fresh form. */
export function PdiPage({ initialValues }: { initialValues?: Partial<PdiForm> }) {
  const dealerCode = useAuth((s) => s.dealerCode);
  const dealerName = useAuth((s) => s.dealerName);
  const rep = useRep();
  const prefill: Partial<PdiForm> = {
    dealerCode: dealerCode ?? '',
    dealerName: dealerName ?? '',
    dealerSalesRep: rep?.name ?? '',
    dealerEmail: rep?.email ?? '',
  };
  return <UnitFormPage spec={PDI} prefill={prefill} initialValues={initialValues} />;
}

function PdiSections(scope: FormScope<PdiForm>) {
  const { values: f, errors, update, text } = scope;
  return (
    <>
      <Section title="Unit">
        <Grid>
          {text('deliveryDate', 'Delivery Date', { type: 'date', required: true })}
          {text('dealerCode', 'Dealer Code')}
          <ModelCell prefix="pdi" scope={scope} />
          {text('inspector', 'Inspector', { required: true })}
          {text('serialNumber', 'Serial Number', { required: true })}
          {text('pdiDate', 'PDI Date', { type: 'date' })}
          {text('planetarySerialNumbers', 'Planetary Serial Numbers')}
          {text('scaleSerialNumbers', 'Scale Serial Numbers')}
          {text('truckVin', 'Truck VIN')}
          {text('gearboxSerialNumbers', 'Gearbox Serial Numbers')}
        </Grid>
      </Section>

      <Section title="Dealer">
        <Grid>
          {text('dealerName', 'Dealer Name')}
          {text('dealerSalesRep', 'Dealer Sales Rep')}
          {text('dealerEmail', 'Dealer Email', { type: 'email' })}
          {text('dealerPhone', 'Dealer Phone', { type: 'tel' })}
          {text('dealerAddress', 'Dealer Address')}
          {text('dealerCity', 'Dealer City')}
          {text('dealerStateProvince', 'Dealer State/Province')}
          {text('dealerZipPostal', 'Dealer Zip/Postal Code')}
        </Grid>
      </Section>

      <Section title="Inspection checklists">
        <p style={{ marginTop: 0 }}>
          Tick every item once checked. All groups must be complete except the two truck groups,
          which apply only to units so equipped.
        </p>
        <div className="pdi-checklists" style={{ columnWidth: 340, columnGap: 16 }}>
          {CHECKLIST_GROUPS.map((g) => (
            <div key={g} style={{ breakInside: 'avoid' }}>
              <ChecklistCard
                group={g}
                ticks={f.checklists[g]}
                incomplete={REQUIRED_CHECKLISTS.includes(g) && !!errors[`checklists.${g}`]}
                onChange={(ticks) =>
                  update('checklists', { ...f.checklists, [g]: ticks }, `checklists.${g}`)
                }
              />
            </div>
          ))}
        </div>
      </Section>

      <Section title="Confirmations">
        <Ticks prefix="pdi" items={PDI_CONFIRMATIONS} scope={scope} />
      </Section>

      <Section title="Owner and operation">
        <Grid>
          {ownerFields(text, false)}
          {text('ownerEmail', 'Owner Email', { type: 'email' })}
          <OperationCells prefix="pdi" scope={scope} />
        </Grid>
      </Section>

      <Section title="Notes">
        <NotesField prefix="pdi" scope={scope} />
      </Section>
    </>
  );
}
