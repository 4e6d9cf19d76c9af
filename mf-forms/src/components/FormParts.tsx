import { useEffect, useRef, type ReactNode } from 'react';
import {
  Alert,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Typography,
} from '@portal/shared/kit';
import { Link } from 'react-router';
import { MODEL_GROUPS } from '../rules/models';
import { useT } from '../i18n';
import {
  COUNT_LABELS,
  OPERATION_LABELS,
  OPERATIONS,
  countFields,
  toCount,
  type CountField,
} from '../rules/operations';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card
      title={<h3 style={{ margin: 0, fontSize: 16 }}>{title}</h3>}
      size="small"
      style={{ marginBottom: 16 }}
    >
      {children}
    </Card>
  );
}

/** A grid cell holding one labelled field (one column on a phone, two or three on a desktop). */
export function Cell({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return (
    <Col xs={24} md={wide ? 24 : 12} xl={wide ? 24 : 8}>
      {children}
    </Col>
  );
}

export const Grid = ({ children }: { children: ReactNode }) => (
  <Row gutter={[16, 0]}>{children}</Row>
);

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  extra?: string;
  children: ReactNode;
}

/** Label, input and its message; the label is tied to the input by id. */
export function Field({ id, label, required, error, extra, children }: FieldProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error}
      extra={extra}
      style={{ marginBottom: 16 }}
    >
      {children}
    </Form.Item>
  );
}

interface TextProps {
  id: string;
  value: string;
  onChange: (v: string) => void;
  type?: 'text' | 'email' | 'tel' | 'date';
  required?: boolean;
  error?: string;
  autoComplete?: string;
}

export function TextInput({
  id,
  value,
  onChange,
  type = 'text',
  required,
  error,
  autoComplete,
}: TextProps) {
  return (
    <Input
      id={id}
      name={id}
      type={type}
      value={value}
      required={required}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      autoComplete={autoComplete}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function ModelSelect(props: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  required?: boolean;
  error?: string;
}) {
  const t = useT();
  return (
    <Select
      id={props.id}
      value={props.value || undefined}
      onChange={(v: string) => props.onChange(v ?? '')}
      showSearch
      allowClear
      virtual={false}
      placeholder={t('Select a model')}
      aria-required={props.required || undefined}
      aria-invalid={props.error ? true : undefined}
      options={MODEL_GROUPS.map((g) => ({
        label: t(g.label),
        title: t(g.label),
        options: g.models.map((m) => ({ label: m, value: m })),
      }))}
      style={{ width: '100%' }}
    />
  );
}

export function OperationSelect(props: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  required?: boolean;
  error?: string;
}) {
  const t = useT();
  return (
    <Select
      id={props.id}
      value={props.value || undefined}
      onChange={(v: string) => props.onChange(v ?? '')}
      allowClear
      virtual={false}
      placeholder={t('Select the operation type')}
      aria-required={props.required || undefined}
      aria-invalid={props.error ? true : undefined}
      options={OPERATIONS.map((o) => ({ label: t(OPERATION_LABELS[o]), value: o }))}
      style={{ width: '100%' }}
    />
  );
}

export function NumberInput(props: { id: string; value: number; onChange: (v: number) => void }) {
  return (
    <InputNumber
      id={props.id}
      name={props.id}
      min={0}
      value={props.value}
      onChange={(v) => props.onChange(toCount(v))}
      style={{ width: '100%' }}
    />
  );
}

/** The count fields of the chosen operation (requirements 001 §2). */
export function OperationCounts<T extends Record<CountField, number>>(props: {
  prefix: string;
  operation: string;
  values: T;
  onChange: (field: CountField, v: number) => void;
}) {
  const t = useT();
  const fields = countFields(props.operation);
  return (
    <>
      {fields.map((f) => (
        <Cell key={f}>
          <Field id={`${props.prefix}-${f}`} label={t(COUNT_LABELS[f])}>
            <NumberInput
              id={`${props.prefix}-${f}`}
              value={props.values[f]}
              onChange={(v) => props.onChange(f, v)}
            />
          </Field>
        </Cell>
      ))}
    </>
  );
}

export function Tick(props: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  error?: string;
}) {
  return (
    <div style={{ marginBottom: 8 }}>
      <Checkbox
        id={props.id}
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
      >
        {props.label}
      </Checkbox>
      {props.error && (
        <div id={`${props.id}-error`}>
          <Typography.Text type="danger">{props.error}</Typography.Text>
        </div>
      )}
    </div>
  );
}

/** Requirements 001 §5: 'Please correct the following errors:' with one line each. */
export function ErrorSummary({ errors }: { errors: string[] }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length) ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [errors]);
  if (!errors.length) return null;
  return (
    <div ref={ref} data-testid="form-errors">
      <Alert
        type="error"
        showIcon
        title={t('Please correct the following errors:')}
        description={
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        }
        style={{ marginBottom: 16 }}
      />
    </div>
  );
}

/** Where the form's outcome is said (success or failure), moved into view when it changes. */
export function Outcome({
  outcome,
}: {
  outcome: { type: 'success' | 'error'; text: string; detail?: string } | null;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [outcome]);
  if (!outcome) return null;
  return (
    <div ref={ref} data-testid="form-outcome">
      <Alert
        type={outcome.type}
        showIcon
        title={outcome.text}
        description={outcome.detail}
        style={{ marginBottom: 16 }}
      />
    </div>
  );
}

/** Staff without a selected dealer: say so before anything is typed; the draft keeps the form. */
export function DealerNeeded() {
  const t = useT();
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="dealer-needed"
      title={t('Choose the dealer this form is for before submitting.')}
      description={
        <>
          {t('Pick one in')} <Link to="/admin">{t('Dealer Selection')}</Link>
          {t('; what you type here is kept.')}
        </>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
