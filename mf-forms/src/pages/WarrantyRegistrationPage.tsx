import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Form, Input, Space } from '@portal/shared/kit';
import { useAuth } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import {
  DEALER_CERTIFICATIONS,
  emptyWarranty,
  PURCHASER_CERTIFICATIONS,
  validateWarranty,
  warrantyPayload,
  type WarrantyField,
  type WarrantyForm,
} from '../rules/warrantyForm';
import { mailBody, mailRecipients, mailSubject } from '../rules/mail';
import type { Operation } from '../rules/operations';
import {
  Cell,
  DealerNeeded,
  ErrorSummary,
  Field,
  Grid,
  ModelSelect,
  NumberInput,
  OperationCounts,
  OperationSelect,
  Outcome,
  Section,
  TextInput,
  Tick,
} from '../components/FormParts';
import { draftKey, useRep } from '../components/useRep';
import { fillEmpty, useDraft } from '../components/useDraft';
import { useSubmission } from '../components/useSubmission';
import { useNeedsDealer } from '../components/useNeedsDealer';
import { useMachinePrefill } from '../components/useMachinePrefill';

type Errors = Partial<Record<WarrantyField, string>>;

/** Spec 001 §2 'Warranty Registration' (/wholegoods/submit-warranty). */
export function WarrantyRegistrationPage() {
  const navigate = useNavigate();
  const email = useAuth((s) => s.user?.email);
  const dealerName = useAuth((s) => s.dealerName);
  const rep = useRep();
  const needsDealer = useNeedsDealer();
  const { model, serialNumber } = useMachinePrefill();
  const prefill: Partial<WarrantyForm> = {
    dealerName: dealerName ?? '',
    dealerSalesRep: rep?.name ?? '',
    dealerEmailAddress: rep?.email ?? '',
  };
  const fresh = () => fillEmpty(emptyWarranty(), prefill);
  const draft = useDraft<WarrantyForm>(draftKey('warranty', email), fresh);
  const { values: f, set } = draft;
  const [errors, setErrors] = useState<Errors>({});
  const sending = useSubmission({
    success: 'Warranty registration submitted successfully',
    failure: 'Failed to submit warranty registration. Please try again.',
  });

  useEffect(() => {
    draft.setValues((v) => fillEmpty(v, prefill));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dealerName, rep?.name, rep?.email]);

  // Opened from a machine (issue 26): its model and serial replace a draft's.
  useEffect(() => {
    if (model || serialNumber)
      draft.setValues((v) => ({
        ...v,
        ...(model ? { model } : {}),
        ...(serialNumber ? { serialNumber } : {}),
      }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [model, serialNumber]);

  async function submit() {
    const problems = validateWarranty(f);
    setErrors(problems);
    if (Object.keys(problems).length) {
      sending.setOutcome(null);
      return;
    }
    const form = warrantyPayload(f);
    const ok = await sending.submit({
      kind: 'warranty',
      form,
      to: mailRecipients(form.dealerEmailAddress, email),
      subject: mailSubject('warranty', form.model, form.serialNumber),
      body: mailBody('warranty', form),
    });
    if (ok) draft.clear();
  }

  const update = <K extends WarrantyField>(k: K, v: WarrantyForm[K]) => {
    set(k, v);
    if (errors[k]) setErrors(({ [k]: _gone, ...rest }) => rest as Errors);
  };

  const text = (
    id: WarrantyField,
    label: string,
    opts: {
      type?: 'text' | 'email' | 'tel' | 'date';
      required?: boolean;
      browserRequired?: boolean;
    } = {},
  ) => (
    <Cell>
      <Field
        id={`wr-${id}`}
        label={label}
        required={opts.required || opts.browserRequired}
        error={errors[id]}
      >
        <TextInput
          id={`wr-${id}`}
          type={opts.type}
          value={f[id] as string}
          onChange={(v) => update(id, v as never)}
          required={opts.browserRequired}
          error={errors[id]}
        />
      </Field>
    </Cell>
  );

  return (
    <section style={{ maxWidth: 1200 }}>
      <PageTitle>Warranty Registration</PageTitle>
      {draft.restored && (
        <Alert
          type="info"
          showIcon
          title="Your unsent warranty registration was restored from this browser."
          action={
            <Button
              size="small"
              onClick={() => {
                draft.clear();
                setErrors({});
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
      <ErrorSummary errors={Object.values(errors) as string[]} />
      <Form layout="vertical" component="div">
        <form
          noValidate
          aria-label="Warranty Registration"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Section title="Unit">
            <Grid>
              {text('deliveryDate', 'Dealer Sale Date', { type: 'date', browserRequired: true })}
              <Cell>
                <Field id="wr-model" label="Model" required error={errors.model}>
                  <ModelSelect
                    id="wr-model"
                    value={f.model}
                    onChange={(v) => update('model', v)}
                    required
                    error={errors.model}
                  />
                </Field>
              </Cell>
              {text('serialNumber', 'Serial Number', { browserRequired: true })}
            </Grid>
          </Section>

          <Section title="Dealer">
            <Grid>
              {text('dealerName', 'Dealer Name', { required: true })}
              {text('dealerSalesRep', 'Sales Representative', { required: true })}
              {text('dealerEmailAddress', 'Dealer Email Address', {
                type: 'email',
                required: true,
              })}
              {text('dealerPhone', 'Dealer Phone', { type: 'tel', required: true })}
            </Grid>
            <h4 style={{ marginTop: 0 }}>Dealer certifies that</h4>
            {DEALER_CERTIFICATIONS.map(({ name, label }) => (
              <Tick
                key={name}
                id={`wr-${name}`}
                label={label}
                checked={f[name]}
                onChange={(v) => update(name, v)}
                error={errors[name]}
              />
            ))}
          </Section>

          <Section title="Purchaser">
            <Grid>
              {text('ownerName', 'Owner Name', { browserRequired: true })}
              {text('ownerAddress', 'Owner Address', { browserRequired: true })}
              {text('ownerCity', 'Owner City', { browserRequired: true })}
              {text('ownerStateProvince', 'Owner State/Province', { browserRequired: true })}
              {text('ownerZipPostal', 'Owner Zip/Postal Code', { browserRequired: true })}
              {text('ownerPhone', 'Owner Phone', { type: 'tel', browserRequired: true })}
              {text('ownerCellPhone', 'Owner Cell Phone', { type: 'tel' })}
              {text('ownerEmail', 'Owner Email', { type: 'email', browserRequired: true })}
            </Grid>
            <h4 style={{ marginTop: 0 }}>Purchaser certifies that</h4>
            {PURCHASER_CERTIFICATIONS.map(({ name, label }) => (
              <Tick
                key={name}
                id={`wr-${name}`}
                label={label}
                checked={f[name]}
                onChange={(v) => update(name, v)}
              />
            ))}
          </Section>

          <Section title="Operation">
            <Grid>
              <Cell>
                <Field id="wr-operation" label="Operation Type" required error={errors.operation}>
                  <OperationSelect
                    id="wr-operation"
                    value={f.operation}
                    onChange={(v) => update('operation', v as Operation | '')}
                    required
                    error={errors.operation}
                  />
                </Field>
              </Cell>
              <OperationCounts
                prefix="wr"
                operation={f.operation}
                values={f}
                onChange={(k, v) => update(k, v)}
              />
              <Cell>
                <Field id="wr-estimatedHoursDaily" label="Estimated Hours Daily">
                  <NumberInput
                    id="wr-estimatedHoursDaily"
                    value={f.estimatedHoursDaily}
                    onChange={(v) => update('estimatedHoursDaily', v)}
                  />
                </Field>
              </Cell>
              {text('tractorMakeModel', 'Tractor Make/Model', { required: true })}
            </Grid>
            <Field id="wr-notes" label="Notes">
              <Input.TextArea
                id="wr-notes"
                rows={4}
                value={f.notes}
                onChange={(e) => update('notes', e.target.value)}
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
              Submit Registration
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
