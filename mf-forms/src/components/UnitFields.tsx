// The fields the PDI and the warranty registration both draw (requirements 001 §2), so each form's
// sections only place them.
import { Input } from '@portal/shared/kit';
import type { CountField, Operation } from '../rules/operations';
import { Cell, Field, ModelSelect, OperationCounts, OperationSelect, Tick } from './FormParts';
import type { FormScope } from './UnitFormPage';
import { useT } from '../i18n';

interface UnitValues {
  model: string;
  serialNumber: string;
  operation: Operation | '';
  notes: string;
}
type OwnerField =
  | 'ownerName'
  | 'ownerAddress'
  | 'ownerCity'
  | 'ownerStateProvince'
  | 'ownerZipPostal'
  | 'ownerPhone';

/** The model picker from the portal's model list. */
export function ModelCell<T extends UnitValues>({
  prefix,
  scope,
}: {
  prefix: string;
  scope: FormScope<T>;
}) {
  const error = scope.errors.model;
  const t = useT();
  return (
    <Cell>
      <Field id={`${prefix}-model`} label={t('Model')} required error={error}>
        <ModelSelect
          id={`${prefix}-model`}
          value={scope.values.model}
          onChange={(v) => scope.update('model', v as T['model'])}
          required
          error={error}
        />
      </Field>
    </Cell>
  );
}

/** The operation type and the counts it asks for. */
export function OperationCells<T extends UnitValues & Record<CountField, number>>({
  prefix,
  scope,
  required,
}: {
  prefix: string;
  scope: FormScope<T>;
  required?: boolean;
}) {
  const { values, errors, update } = scope;
  const t = useT();
  return (
    <>
      <Cell>
        <Field
          id={`${prefix}-operation`}
          label={t('Operation Type')}
          required={required}
          error={errors.operation}
        >
          <OperationSelect
            id={`${prefix}-operation`}
            value={values.operation}
            onChange={(v) => update('operation', v as T['operation'])}
            required={required}
            error={errors.operation}
          />
        </Field>
      </Cell>
      <OperationCounts
        prefix={prefix}
        operation={values.operation}
        values={values}
        onChange={(k, v) => update(k, v as T[typeof k])}
      />
    </>
  );
}

/** The owner's name, address and phone, required or not. */
export function ownerFields<T extends UnitValues & Record<OwnerField, string>>(
  text: FormScope<T>['text'],
  t: (english: string) => string,
  required: boolean,
) {
  return (
    <>
      {text('ownerName', t('Owner Name'), { required })}
      {text('ownerAddress', t('Owner Address'), { required })}
      {text('ownerCity', t('Owner City'), { required })}
      {text('ownerStateProvince', t('Owner State/Province'), { required })}
      {text('ownerZipPostal', t('Owner Zip/Postal Code'), { required })}
      {text('ownerPhone', t('Owner Phone'), { type: 'tel', required })}
    </>
  );
}

/** A list of tick boxes (confirmations, certifications), each with its message if it fails. */
export function Ticks<T extends UnitValues, N extends keyof T & string>({
  prefix,
  items,
  scope,
}: {
  prefix: string;
  items: readonly { name: N; label: string }[];
  scope: FormScope<T>;
}) {
  const t = useT();
  return (
    <>
      {items.map(({ name, label }) => (
        <Tick
          key={name}
          id={`${prefix}-${name}`}
          label={t(label)}
          checked={scope.values[name] as boolean}
          onChange={(v) => scope.update(name, v as T[N])}
          error={scope.errors[name]}
        />
      ))}
    </>
  );
}

export function NotesField<T extends UnitValues>({
  prefix,
  scope,
}: {
  prefix: string;
  scope: FormScope<T>;
}) {
  const t = useT();
  return (
    <Field id={`${prefix}-notes`} label={t('Notes')}>
      <Input.TextArea
        id={`${prefix}-notes`}
        rows={4}
        value={scope.values.notes}
        onChange={(e) => scope.update('notes', e.target.value as T['notes'])}
      />
    </Field>
  );
}
