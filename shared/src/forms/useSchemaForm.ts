import { useMemo, useRef, useState, type FormEvent } from 'react';
import { createKeyKeeper } from './idempotency';
import { useDraft } from './useDraft';

/** A form's problems by field ('parts.1', 'checklists.tub'), each the schema's English line. */
export type Problems = Partial<Record<string, string>>;

export interface SchemaFormOptions<T extends object, R> {
  /** Where the draft is kept: per form and per user (and per dealer where staff switch). */
  draftKey: string;
  /** A fresh form. */
  fresh: () => T;
  /** The form's valibot schema run through its resolver (`problemsOf`): the API runs the same. */
  check: (values: T) => Problems;
  /** A schema line in the page's language, through the area's catalog. */
  translate: (line: string) => string;
  /**
   * 'asTyped': a field's problem shows once the field is changed (a form whose rules the user
   * needs while typing: deadlines, totals). 'afterSubmit': problems show after a submit, each
   * until its field is changed again.
   */
  show: 'asTyped' | 'afterSubmit';
  /** Sends the checked values with the submission's idempotency key. */
  send: (values: T, idempotencyKey: string) => Promise<R>;
  /** What makes a submission the same one, when more than the values (the files picked). */
  submission?: (values: T) => unknown;
  /** Each submit, before the check (a page clears its last outcome). */
  onSubmit?: () => void;
  onSent?: (answer: R) => void;
  onFailed?: (error: unknown) => void;
}

/**
 * The one way to build a form: its values kept as a draft while typed (useDraft), checked by the
 * schema the API runs too, each problem shown in the page's language, and sent once per
 * submission (the same idempotency key while the values are unchanged, one send at a time). The
 * page draws antd's `Form` (vertical layout) around `<form {...formProps}>` and its fields with
 * `value`, `set` and `shown`.
 */
export function useSchemaForm<T extends object, R>(o: SchemaFormOptions<T, R>) {
  const draft = useDraft<T>(o.draftKey, o.fresh);
  const { values } = draft;
  const [touched, setTouched] = useState<Record<string, true>>({});
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const keys = useRef(createKeyKeeper());
  const busy = useRef(false);
  const { check } = o;
  const problems = useMemo(() => check(values), [check, values]);

  const touch = (...fields: string[]) =>
    setTouched((was) => ({ ...was, ...Object.fromEntries(fields.map((f) => [f, true])) }));

  /** The field's problem in the page's language, when it is to be shown. */
  const shown = (field: string): string | undefined => {
    const line = problems[field];
    if (!line) return undefined;
    const visible = o.show === 'asTyped' ? tried || touched[field] : tried && !touched[field];
    return visible ? o.translate(line) : undefined;
  };

  /** Every problem shown, in the schema's order (the summary above the form). */
  const shownList = Object.keys(problems)
    .map(shown)
    .filter((line): line is string => !!line);

  /** Sets a field; it counts as changed (under `field`, or the keys given). */
  function set<K extends keyof T>(field: K, value: T[K], ...changed: string[]) {
    draft.set(field, value);
    touch(...(changed.length ? changed : [String(field)]));
  }

  function reset() {
    setTouched({});
    setTried(false);
  }

  async function submit(): Promise<boolean> {
    o.onSubmit?.();
    setTried(true);
    setTouched({});
    if (Object.keys(problems).length || busy.current) return false;
    busy.current = true;
    setSending(true);
    try {
      const answer = await o.send(values, keys.current.keyFor(o.submission?.(values) ?? values));
      keys.current.reset();
      draft.clear();
      reset();
      o.onSent?.(answer);
      return true;
    } catch (e) {
      o.onFailed?.(e);
      return false;
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  return {
    values,
    set,
    setValues: draft.setValues,
    touch,
    problems,
    shown,
    shownList,
    submit,
    /** A submit was tried since the form was fresh or sent. */
    tried,
    sending,
    restored: draft.restored,
    dismissRestored: draft.dismissRestored,
    /** Drops the draft: a fresh form, no problem shown. */
    startOver: () => {
      draft.clear();
      reset();
    },
    formProps: {
      noValidate: true,
      onSubmit: (e: FormEvent) => {
        e.preventDefault();
        void submit();
      },
    },
  };
}

/** What a form's sections are drawn with. */
export type SchemaForm<T extends object, R = unknown> = ReturnType<typeof useSchemaForm<T, R>>;
