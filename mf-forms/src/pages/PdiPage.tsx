import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Form, Input, Space } from '@portal/shared/kit';
import { useAuth } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { CHECKLIST_GROUPS, REQUIRED_CHECKLISTS } from '../rules/checklists';
import {
  emptyPdi,
  pdiPayload,
  PDI_CONFIRMATIONS,
  validatePdi,
  type PdiForm,
} from '../rules/pdiForm';
import { mailBody, mailRecipients, mailSubject } from '../rules/mail';
import type { Operation } from '../rules/operations';
import { ChecklistCard } from '../components/ChecklistCard';
import {
  Cell,
  DealerNeeded,
  ErrorSummary,
  Field,
  Grid,
  ModelSelect,
  OperationCounts,
  OperationSelect,
  Outcome,
  Section,
  TextInput,
  Tick,
} from '../components/FormParts';
import { draftKey, today, useRep } from '../components/useRep';
import { fillEmpty, useDraft } from '../components/useDraft';
import { useSubmission } from '../components/useSubmission';
import { useNeedsDealer } from '../components/useNeedsDealer';
import { useMachinePrefill } from '../components/useMachinePrefill';

/** Spec 001 §2 'PDI Submission' (/wholegoods/submit-pdi). */
export function PdiPage() {
  const navigate = useNavigate();
  const email = useAuth((s) => s.user?.email);
  const dealerCode = useAuth((s) => s.dealerCode);
  const dealerName = useAuth((s) => s.dealerName);
  const rep = useRep();
  const needsDealer = useNeedsDealer();
  const machine = useMachinePrefill();
  const prefill: Partial<PdiForm> = {
    dealerCode: dealerCode ?? '',
    dealerName: dealerName ?? '',
    dealerSalesRep: rep?.name ?? '',
    dealerEmail: rep?.email ?? '',
  };
  const fresh = () => ({ ...emptyPdi(today()), ...stripEmpty(prefill) });
  const draft = useDraft<PdiForm>(draftKey('pdi', email), fresh);
  const { values: f, set } = draft;
  const [errors, setErrors] = useState<string[]>([]);
  const sending = useSubmission({
    success: 'PDI submitted successfully and notification sent',
    failure: 'Failed to submit PDI. Please try again.',
  });

  useEffect(() => {
    draft.setValues((v) => fillEmpty(v, prefill));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dealerCode, dealerName, rep?.name, rep?.email]);

  // Opened from a machine (issue 26): its model, serial and dealer replace a draft's.
  useEffect(() => {
    if (Object.keys(machine).length) draft.setValues((v) => ({ ...v, ...machine }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [machine]);

  async function submit() {
    const problems = validatePdi(f);
    setErrors(problems);
    if (problems.length) {
      sending.setOutcome(null);
      return;
    }
    const form = pdiPayload(f);
    const ok = await sending.submit({
      kind: 'pdi',
      form,
      to: mailRecipients(form.dealerEmail, email),
      subject: mailSubject('pdi', form.model, form.serialNumber),
      body: mailBody('pdi', form),
    });
    if (ok) draft.clear();
  }

  const text = (
    id: keyof PdiForm,
    label: string,
    opts: {
      type?: 'text' | 'email' | 'tel' | 'date';
      required?: boolean;
      error?: string;
      wide?: boolean;
    } = {},
  ) => (
    <Cell wide={opts.wide}>
      <Field id={`pdi-${id}`} label={label} required={opts.required} error={opts.error}>
        <TextInput
          id={`pdi-${id}`}
          type={opts.type}
          value={f[id] as string}
          onChange={(v) => set(id, v as never)}
          required={opts.required}
          error={opts.error}
        />
      </Field>
    </Cell>
  );
  const failing = (message: string) => (errors.includes(message) ? message : undefined);

  return (
    <section style={{ maxWidth: 1200 }}>
      <PageTitle>PDI Submission</PageTitle>
      {draft.restored && (
        <Alert
          type="info"
          showIcon
          title="Your unsent PDI was restored from this browser."
          action={
            <Button
              size="small"
              onClick={() => {
                draft.clear();
                setErrors([]);
              }}
            >
              Start over
            </Button>
          }
          closable={{ onClose: draft.dismissRestored }}
          style={{ marginBottom: 16 }}
        />
      )}
      {needsDealer && <DealerNeeded />}
      <Outcome outcome={sending.outcome} />
      <ErrorSummary errors={errors} />
      <Form layout="vertical" component="div">
        <form
          noValidate
          aria-label="PDI Submission"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Section title="Unit">
            <Grid>
              {text('deliveryDate', 'Delivery Date', {
                type: 'date',
                required: true,
                error: failing('Delivery Date is required'),
              })}
              {text('dealerCode', 'Dealer Code')}
              <Cell>
                <Field id="pdi-model" label="Model" required error={failing('Model is required')}>
                  <ModelSelect
                    id="pdi-model"
                    value={f.model}
                    onChange={(v) => set('model', v)}
                    required
                    error={failing('Model is required')}
                  />
                </Field>
              </Cell>
              {text('inspector', 'Inspector', {
                required: true,
                error: failing('Inspector name is required'),
              })}
              {text('serialNumber', 'Serial Number', {
                required: true,
                error: failing('Serial Number is required'),
              })}
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
              {text('dealerEmail', 'Dealer Email', {
                type: 'email',
                error: failing('Dealer Email is not a valid e-mail address'),
              })}
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
                    incomplete={
                      REQUIRED_CHECKLISTS.includes(g) &&
                      errors.includes(`${g} checklist is incomplete`)
                    }
                    onChange={(ticks) => set('checklists', { ...f.checklists, [g]: ticks })}
                  />
                </div>
              ))}
            </div>
          </Section>

          <Section title="Confirmations">
            {PDI_CONFIRMATIONS.map(({ name, label }) => (
              <Tick
                key={name}
                id={`pdi-${name}`}
                label={label}
                checked={f[name]}
                onChange={(v) => set(name, v)}
              />
            ))}
          </Section>

          <Section title="Owner and operation">
            <Grid>
              {text('ownerName', 'Owner Name')}
              {text('ownerAddress', 'Owner Address')}
              {text('ownerCity', 'Owner City')}
              {text('ownerStateProvince', 'Owner State/Province')}
              {text('ownerZipPostal', 'Owner Zip/Postal Code')}
              {text('ownerPhone', 'Owner Phone', { type: 'tel' })}
              {text('ownerEmail', 'Owner Email', {
                type: 'email',
                error: failing('Owner Email is not a valid e-mail address'),
              })}
              <Cell>
                <Field id="pdi-operation" label="Operation Type">
                  <OperationSelect
                    id="pdi-operation"
                    value={f.operation}
                    onChange={(v) => set('operation', v as Operation | '')}
                  />
                </Field>
              </Cell>
              <OperationCounts
                prefix="pdi"
                operation={f.operation}
                values={f}
                onChange={(k, v) => set(k, v)}
              />
            </Grid>
          </Section>

          <Section title="Notes">
            <Field id="pdi-notes" label="Notes">
              <Input.TextArea
                id="pdi-notes"
                rows={4}
                value={f.notes}
                onChange={(e) => set('notes', e.target.value)}
              />
            </Field>
          </Section>

          <Space wrap>
            <Button
              type="primary"
              htmlType="submit"
              loading={sending.sending}
              disabled={sending.sending || needsDealer}
            >
              Submit PDI
            </Button>
            <Button onClick={() => navigate(-1)} disabled={sending.sending}>
              Cancel
            </Button>
          </Space>
        </form>
      </Form>
    </section>
  );
}

function stripEmpty<T extends object>(o: Partial<T>): Partial<T> {
  return Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== '' && v != null),
  ) as Partial<T>;
}
