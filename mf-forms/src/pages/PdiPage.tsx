import { useAuth } from '@portal/shared';
import { useT } from '../i18n';
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
  idPrefix: 'pdi',
  texts: (t) => ({
    title: t('PDI Submission'),
    restored: t('Your unsent PDI was restored from this browser.'),
    success: t('PDI submitted successfully and notification sent'),
    failure: t('Failed to submit PDI. Please try again.'),
    submit: t('Submit PDI'),
  }),
  empty: () => emptyPdi(today()),
  validate: pdiFieldErrors,
  payload: pdiPayload,
  repEmail: (f) => f.dealerEmail,
  sections: (scope) => <PdiSections {...scope} />,
};

/** Requirements 001 §2 'PDI Submission' (/wholegoods/submit-pdi). `initialValues` pre-fill a fresh form. */
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
  const t = useT();
  return (
    <>
      <Section title={t('Unit')}>
        <Grid>
          {text('deliveryDate', t('Delivery Date'), { type: 'date', required: true })}
          {text('dealerCode', t('Dealer Code'))}
          <ModelCell prefix="pdi" scope={scope} />
          {text('inspector', t('Inspector'), { required: true })}
          {text('serialNumber', t('Serial Number'), { required: true })}
          {text('pdiDate', t('PDI Date'), { type: 'date' })}
          {text('planetarySerialNumbers', t('Planetary Serial Numbers'))}
          {text('scaleSerialNumbers', t('Scale Serial Numbers'))}
          {text('truckVin', t('Truck VIN'))}
          {text('gearboxSerialNumbers', t('Gearbox Serial Numbers'))}
        </Grid>
      </Section>

      <Section title={t('Dealer')}>
        <Grid>
          {text('dealerName', t('Dealer Name'))}
          {text('dealerSalesRep', t('Dealer Sales Rep'))}
          {text('dealerEmail', t('Dealer Email'), { type: 'email' })}
          {text('dealerPhone', t('Dealer Phone'), { type: 'tel' })}
          {text('dealerAddress', t('Dealer Address'))}
          {text('dealerCity', t('Dealer City'))}
          {text('dealerStateProvince', t('Dealer State/Province'))}
          {text('dealerZipPostal', t('Dealer Zip/Postal Code'))}
        </Grid>
      </Section>

      <Section title={t('Inspection checklists')}>
        <p style={{ marginTop: 0 }}>
          {t(
            'Tick every item once checked. All groups must be complete except the two truck groups, which apply only to units so equipped.',
          )}
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

      <Section title={t('Confirmations')}>
        <Ticks prefix="pdi" items={PDI_CONFIRMATIONS} scope={scope} />
      </Section>

      <Section title={t('Owner and operation')}>
        <Grid>
          {ownerFields(text, t, false)}
          {text('ownerEmail', t('Owner Email'), { type: 'email' })}
          <OperationCells prefix="pdi" scope={scope} />
        </Grid>
      </Section>

      <Section title={t('Notes')}>
        <NotesField prefix="pdi" scope={scope} />
      </Section>
    </>
  );
}
