import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Form, Space } from '@portal/shared/kit';
import { useAuth } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import type { FormKind } from '@portal/shared/forms/unitFormFields';
import { mailBody, mailRecipients, mailSubject } from '../rules/mail';
import {
  Cell,
  DealerNeeded,
  ErrorSummary,
  Field,
  Outcome as OutcomeAlert,
  TextInput,
} from './FormParts';
import { draftKey } from './useRep';
import { fillEmpty } from './useDraft';
import { failedOutcome, type Outcome } from './outcome';
import { sendForm } from '../api/forms';
import { useSchemaForm } from '@portal/shared/forms/useSchemaForm';
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
 * Registration') on the one form hook: a draft kept in the browser, fields pre-filled from the
 * signed-in rep (and `initialValues`, e.g. a unit picked elsewhere), the schema's messages on
 * submit, one send at a time and the spec's outcome texts. Each form draws its own sections.
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
  const t = useT();
  const texts = spec.texts(t);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { validate } = spec;
  const form = useSchemaForm<T, void>({
    draftKey: draftKey(spec.kind, email),
    fresh: () => fillEmpty({ ...spec.empty(), ...initialValues }, prefill),
    check: validate,
    // The rules speak the spec's English (the API answers with the same lines): shown in the
    // page's language, each message being one of the catalog's texts.
    translate: t,
    show: 'afterSubmit',
    send: (values, key) => {
      const sent = spec.payload(values);
      return sendForm(
        {
          kind: spec.kind,
          form: sent,
          to: mailRecipients(spec.repEmail(sent), email),
          subject: mailSubject(spec.kind, sent.model, sent.serialNumber),
          body: mailBody(spec.kind, sent),
        },
        key,
      );
    },
    submission: spec.payload,
    onSubmit: () => setOutcome(null),
    onSent: () => setOutcome({ type: 'success', text: texts.success }),
    onFailed: (e) => setOutcome(failedOutcome(texts.failure, e)),
  });
  const { values } = form;

  // The rep's record and the dealer arrive after the first render.
  const prefillKey = JSON.stringify(prefill);
  useEffect(() => {
    form.setValues((v) => fillEmpty(v, prefill));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefillKey]);

  // Opened from a machine (its page, an inventory row): its model, serial and dealer replace a
  // draft's, for the fields this form has.
  const machine = useMachinePrefill();
  const machineKey = JSON.stringify(machine);
  useEffect(() => {
    const fields = spec.empty();
    const own = Object.entries(machine).filter(([k]) => k in fields);
    if (own.length) form.setValues((v) => ({ ...v, ...Object.fromEntries(own) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [machineKey]);

  const shown: FormErrors = {};
  for (const field of Object.keys(form.problems)) {
    const line = form.shown(field);
    if (line) shown[field] = line;
  }

  const update: FormScope<T>['update'] = (field, value, errorKey = String(field)) =>
    form.set(field, value, errorKey);

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
      {form.restored && (
        <Alert
          type="info"
          showIcon
          title={texts.restored}
          action={
            <Button size="small" onClick={form.startOver}>
              {t('Start over')}
            </Button>
          }
          closable={{ onClose: form.dismissRestored }}
          style={{ marginBottom: 16 }}
        />
      )}
      {needsDealer && <DealerNeeded />}
      <OutcomeAlert outcome={outcome} />
      <ErrorSummary errors={form.shownList} />
      <Form layout="vertical" component="div">
        <form aria-label={texts.title} {...form.formProps}>
          {spec.sections({ values, errors: shown, update, text })}
          <Space wrap>
            <Button
              type="primary"
              htmlType="submit"
              loading={form.sending}
              disabled={form.sending || needsDealer}
            >
              {texts.submit}
            </Button>
            <Button onClick={() => navigate(-1)} disabled={form.sending}>
              {t('Cancel')}
            </Button>
          </Space>
        </form>
      </Form>
    </section>
  );
}
