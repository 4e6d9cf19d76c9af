// The claim form's inputs, each bound to the form hook: its value, its change and its problem as
// the schema words it (shown as typed).
import { Input, Select } from '@portal/shared/kit';
import { claimToday, FAILURE_KINDS, type ClaimInput } from '@portal/shared/warranty/claimRules';
import { useT } from '../../i18n';
import { described, Field } from '../ClaimFields';
import type { ClaimForm, ClaimPhotos } from './useClaimForm';

type TextField = 'serial' | 'authorizationNumber' | 'complaint' | 'cause' | 'correction';
const toNumber = (v: string) => (v.trim() === '' ? null : Number(v));
const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

interface Props<F> {
  form: ClaimForm;
  field: F;
  label: string;
}

export function ClaimText({
  form,
  field,
  label,
  long,
}: Props<TextField> & { /** A paragraph: a full-width text area. */ long?: boolean }) {
  const id = `claim-${field}`;
  const error = form.shown(field);
  const Tag = long ? Input.TextArea : Input;
  return (
    <Field id={id} label={label} error={error} wide={long}>
      <Tag
        id={id}
        value={form.values[field]}
        onChange={(e) => form.set(field, e.target.value)}
        status={error ? 'error' : undefined}
        {...(long ? { autoSize: { minRows: 2, maxRows: 6 } } : {})}
        {...described(id, error)}
      />
    </Field>
  );
}

export function ClaimDate({
  form,
  field,
  label,
  hint,
}: Props<'failureDate' | 'repairDate'> & { hint?: string }) {
  const id = `claim-${field}`;
  const error = form.shown(field);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Input
        id={id}
        type="date"
        value={form.values[field]}
        max={claimToday()}
        onChange={(e) => form.set(field, e.target.value)}
        status={error ? 'error' : undefined}
        {...described(id, error, hint)}
      />
    </Field>
  );
}

export function ClaimNumber({
  form,
  field,
  label,
  step,
}: Props<'hours' | 'labourHours'> & { step: string }) {
  const id = `claim-${field}`;
  const error = form.shown(field);
  // Labour hours change the credit, whose minimum is then shown too.
  const changed = field === 'labourHours' ? [field, 'credit'] : [field];
  return (
    <Field id={id} label={label} error={error}>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        value={form.values[field] ?? ''}
        onChange={(e) => form.set(field, toNumber(e.target.value), ...changed)}
        status={error ? 'error' : undefined}
        {...described(id, error)}
      />
    </Field>
  );
}

export function ClaimFailureKind({ form, label }: { form: ClaimForm; label: string }) {
  const t = useT();
  const error = form.shown('failureKind');
  return (
    <Field id="claim-failureKind" label={label} error={error}>
      <Select
        id="claim-failureKind"
        style={{ width: '100%' }}
        value={form.values.failureKind || undefined}
        placeholder={t('Select the failure type')}
        options={FAILURE_KINDS.map((k) => ({ value: k.value, label: t(k.label) }))}
        onChange={(v: ClaimInput['failureKind']) => form.set('failureKind', v)}
        status={error ? 'error' : undefined}
      />
    </Field>
  );
}

export function ClaimPhotoPicker({
  form,
  kind,
  label,
}: {
  form: ClaimForm;
  kind: keyof ClaimPhotos;
  label: string;
}) {
  const t = useT();
  const field = kind === 'failure' ? 'failurePhotos' : 'serialPhotos';
  const id = `claim-${field}`;
  const error = form.shown(field);
  const files = form.photos[kind];
  const hint = files.length ? files.map((f) => f.name).join(', ') : t('PDF, JPG or PNG');
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
        key={form.pickers}
        id={id}
        type="file"
        multiple
        accept={ACCEPT}
        onChange={(e) => form.pickPhotos(kind, Array.from(e.target.files ?? []))}
        {...described(id, error, hint)}
      />
    </Field>
  );
}
