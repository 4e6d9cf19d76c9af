import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Form, Space } from '@portal/shared/kit';
import { useAuth } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import type { FormKind } from '@portal/shared/formRules';
import { mailBody, mailRecipients, mailSubject } from '../rules/mail';
import { Cell, DealerNeeded, ErrorSummary, Field, Outcome, TextInput } from './FormParts';
import { draftKey } from './useRep';
import { fillEmpty, useDraft } from './useDraft';
import { useSubmission } from './useSubmission';
import { useNeedsDealer } from './useNeedsDealer';
import { useT } from '../i18n';
import { useMachinePrefill } from './useMachinePrefill';

/** The failing rules by field ('checklists.tub' for a checklist), in the spec's order. */
export type FormErrors = Record<string, string>;

type Values = { model: string; serialNumber: string } & object;

/** What a section of the form is drawn with. */
export interface FormScope<T extends Values> {
  values: T;
  errors: FormErrors;
  /** Sets a field and drops its message (or the message under `errorKey`). */
  update: <K extends keyof T>(field: K, value: T[K], errorKey?: string) => void;
  /** A labelled text input: its id is the form's prefix and the field's name. */
  text: (
    field: keyof T & string,
    label: string,
    opts?: { type?: 'text' | 'email' | 'tel' | 'date'; required?: boolean; marked?: boolean },
  ) => ReactNode;
}

export interface FormTexts {
  title: string;
  restored: string;
  success: string;
  failure: string;
  submit: string;
}

/** What differs between the PDI and the warranty registration (requirements 001 §2, §8). */
export interface UnitFormSpec<T extends Values> {
  kind: FormKind;
  /** Prefix of every input id ('pdi', 'wr'). */
  idPrefix: string;
  /** The form's own texts, in the page's language. */
  texts: (t: (english: string) => string) => FormTexts;
  empty: () => T;
  /** The form's schema through its resolver (shared with the API). */
  validate: (values: T) => FormErrors;
  /** What is sent: the form's own fields, normalized as the API stores them. */
  payload: (values: T) => T;
  /** The form's own dealer e-mail field, where the mail's copy goes. */
  repEmail: (form: T) => string;
  sections: (scope: FormScope<T>) => ReactNode;
}

/**
 * One page for both forms of a unit sold (requirements 001 §2 'PDI Submission' and 'Warranty
 * Registration'): a draft kept in the browser, fields pre-filled from the signed-in rep (and
 * `initialValues`, e.g. a unit picked elsewhere), the schema's messages on submit, one send at a
 * time and the spec's outcome texts. Each form draws its own sections.
 */
export function UnitFormPage<T extends Values>({
  spec,
  prefill,
  initialValues,
}: {
  spec: UnitFormSpec<T>;
  /** The signed-in rep's and dealer's values; they fill only what is still empty. */
  prefill: Partial<T>;
  initialValues?: Partial<T>;
}) {
  const navigate = useNavigate();
  const email = useAuth((s) => s.user?.email);
  const needsDealer = useNeedsDealer();
  const fresh = () => fillEmpty({ ...spec.empty(), ...initialValues }, prefill);
  const draft = useDraft<T>(draftKey(spec.kind, email), fresh);
  const { values, set } = draft;
  const [errors, setErrors] = useState<FormErrors>({});
  const t = useT();
  const texts = spec.texts(t);
  const sending = useSubmission(texts);

  // The rep's record and the dealer arrive after the first render.
  const prefillKey = JSON.stringify(prefill);
  useEffect(() => {
    draft.setValues((v) => fillEmpty(v, prefill));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefillKey]);

  // Opened from a machine (its page, an inventory row): its model, serial and dealer
  // replace a draft's, for the fields this form has.
  const machine = useMachinePrefill();
  const machineKey = JSON.stringify(machine);
  useEffect(() => {
    const fields = spec.empty();
    const own = Object.entries(machine).filter(([k]) => k in fields);
    if (own.length) draft.setValues((v) => ({ ...v, ...Object.fromEntries(own) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [machineKey]);

  async function submit() {
    const problems = spec.validate(values);
    setErrors(problems);
    if (Object.keys(problems).length) {
      sending.setOutcome(null);
      return;
    }
    const form = spec.payload(values);
    const ok = await sending.submit({
      kind: spec.kind,
      form,
      to: mailRecipients(spec.repEmail(form), email),
      subject: mailSubject(spec.kind, form.model, form.serialNumber),
      body: mailBody(spec.kind, form),
    });
    if (ok) draft.clear();
  }

  // The rules speak the spec's English (the API answers with the same lines): shown in the page's
  // language, each message being one of the catalog's texts.
  const shown: FormErrors = Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, t(e)]));

  const update: FormScope<T>['update'] = (field, value, errorKey = String(field)) => {
    set(field, value);
    if (errors[errorKey]) setErrors(({ [errorKey]: _gone, ...rest }) => rest);
  };

  const text: FormScope<T>['text'] = (field, label, opts = {}) => {
    const id = `${spec.idPrefix}-${field}`;
    return (
      <Cell>
        <Field id={id} label={label} required={opts.required || opts.marked} error={shown[field]}>
          <TextInput
            id={id}
            type={opts.type}
            value={values[field] as string}
            onChange={(v) => update(field, v as T[typeof field])}
            required={opts.required}
            error={shown[field]}
          />
        </Field>
      </Cell>
    );
  };

  return (
    <section style={{ maxWidth: 1200 }}>
      <PageTitle>{texts.title}</PageTitle>
      {draft.restored && (
        <Alert
          type="info"
          showIcon
          title={texts.restored}
          action={
            <Button
              size="small"
              onClick={() => {
                draft.clear();
                setErrors({});
              }}
            >
              {t('Start over')}
            </Button>
          }
          closable={{ onClose: draft.dismissRestored }}
          style={{ marginBottom: 16 }}
        />
      )}
      {needsDealer && <DealerNeeded />}
      <Outcome outcome={sending.outcome} />
      <ErrorSummary errors={Object.values(shown)} />
      <Form layout="vertical" component="div">
        <form
          noValidate
          aria-label={texts.title}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {spec.sections({ values, errors: shown, update, text })}
          <Space wrap>
            <Button
              type="primary"
              htmlType="submit"
              loading={sending.sending}
              disabled={sending.sending || needsDealer}
            >
              {texts.submit}
            </Button>
            <Button onClick={() => navigate(-1)} disabled={sending.sending}>
              {t('Cancel')}
            </Button>
          </Space>
        </form>
      </Form>
    </section>
  );
}
