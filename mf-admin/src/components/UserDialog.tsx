import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, AutoComplete, Form, Input, Modal, Select } from '@portal/shared/kit';
import { errorMessage, httpStatus, LANGUAGE_NAMES, LANGUAGES, toast } from '@portal/shared';
import { createUser, updateUser, type DealerRef, type User } from '../api/users';
import {
  emptyUserForm,
  ROLE_OPTIONS,
  serverErrorField,
  toUserWrite,
  tradingPartnerNote,
  userToForm,
  USER_TOASTS,
  validateUserForm,
  type UserFormErrors,
  type UserFormValues,
} from '../rules/userForm';
import { useT } from '../i18n';
import { serverText } from '../rules/serverText';

interface Props {
  /** null: add a user; else edit this one. */
  user: User | null;
  users: readonly User[];
  dealers: readonly DealerRef[];
  selfId: number | null;
  onDone: () => void;
  onCancel: () => void;
}

type Field = keyof UserFormValues;

/** The add and edit dialog (requirements 001 §3 'User', §5 'User form'). Checks run as the admin types
 * (for fields already touched) and all at once on save; the API's refusal lands on the field it
 * names, or above the form. */
export function UserDialog({ user, users, dealers, selfId, onDone, onCancel }: Props) {
  const t = useT();
  const isNew = user === null;
  const [values, setValues] = useState<UserFormValues>(() =>
    user ? userToForm(user) : emptyUserForm(),
  );
  const [touched, setTouched] = useState<Set<Field>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<UserFormErrors>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // One call per save: a second click before the answer would create the user twice (a 409).
  const running = useRef(false);

  const errors = useMemo(
    () => validateUserForm(values, { isNew, editingId: user?.id, selfId, users, dealers }),
    // `t` too: the messages follow a change of language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [values, isNew, user?.id, selfId, users, dealers, t],
  );
  const shown = (f: Field): string | undefined =>
    serverErrors[f] ?? (submitted || touched.has(f) ? errors[f] : undefined);

  function set<K extends Field>(f: K, v: UserFormValues[K]) {
    setValues((old) => ({ ...old, [f]: v }));
    setTouched((t) => (t.has(f) ? t : new Set(t).add(f)));
    setServerErrors((s) => (s[f] ? { ...s, [f]: undefined } : s));
  }

  async function save() {
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || running.current) return;
    running.current = true;
    setSaving(true);
    setServerMessage(null);
    try {
      const body = toUserWrite(values, isNew, dealers);
      if (isNew) await createUser(body);
      else await updateUser(user.id, body);
      toast.success(t(isNew ? USER_TOASTS.created : USER_TOASTS.updated));
      onDone();
    } catch (e) {
      const failed = t(isNew ? USER_TOASTS.createFailed : USER_TOASTS.updateFailed);
      toast.error(failed);
      const message = errorMessage(e, failed);
      const field = serverErrorField(httpStatus(e), message);
      // The field is found from the API's English; the user reads it in the page's language.
      if (field) setServerErrors({ [field]: serverText(message) });
      else setServerMessage(serverText(message));
      setSaving(false);
      running.current = false;
    }
  }

  const dealerOptions = useMemo(() => {
    // Suggestions only while a partial ID, code or name is typed: an empty or complete value
    // opens no list over the fields and buttons below.
    const q = values.tradingPartner.trim().toLowerCase();
    if (!q || dealers.some((d) => String(d.id) === q)) return [];
    return dealers
      .filter(
        (d) =>
          String(d.id).includes(q) ||
          (d.code ?? '').toLowerCase().includes(q) ||
          (d.name ?? '').toLowerCase().includes(q),
      )
      .slice(0, 20)
      .map((d) => ({ value: String(d.id), label: `${d.id} · ${d.code ?? ''} ${d.name ?? ''}` }));
  }, [dealers, values.tradingPartner]);
  const partnerId = Number(values.tradingPartner.trim());
  const partner = dealers.find((d) => d.id === partnerId);
  const note = tradingPartnerNote(values.tradingPartner, dealers);

  const item = (f: Field, label: string, input: ReactNode, extra?: ReactNode) => (
    <Form.Item
      label={label}
      htmlFor={`user-${f}`}
      validateStatus={shown(f) ? 'error' : note && f === 'tradingPartner' ? 'warning' : undefined}
      help={shown(f) ?? (f === 'tradingPartner' ? note : undefined)}
      extra={extra}
    >
      {input}
    </Form.Item>
  );
  const text = (f: Exclude<Field, 'role' | 'language'>, label: string, type = 'text') =>
    item(
      f,
      label,
      <Input
        id={`user-${f}`}
        type={type}
        value={values[f]}
        onChange={(e) => set(f, e.target.value)}
        autoComplete="off"
      />,
    );
  const choice = <K extends 'role' | 'language'>(
    f: K,
    label: string,
    options: { value: UserFormValues[K]; label: ReactNode }[],
  ) =>
    item(
      f,
      label,
      <Select
        id={`user-${f}`}
        value={values[f]}
        onChange={(v: UserFormValues[K]) => set(f, v)}
        options={options}
      />,
    );

  return (
    <Modal
      open
      title={isNew ? t('Add User') : t('Edit User')}
      okText={isNew ? t('Add User') : t('Save')}
      confirmLoading={saving}
      onOk={save}
      onCancel={onCancel}
      width={640}
      destroyOnHidden
    >
      <Form layout="vertical" component="div" requiredMark={false}>
        {serverMessage && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={serverMessage}
            style={{ marginBottom: 16 }}
          />
        )}
        {text('email', t('Email'), 'email')}
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
          {text('firstName', t('First Name'))}
          {text('lastName', t('Last Name'))}
          {text('title', t('Title'))}
          {text('department', t('Department'))}
        </div>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
          {choice(
            'role',
            t('Role'),
            ROLE_OPTIONS.map((r) => ({ value: r, label: r })),
          )}
          {item(
            'tradingPartner',
            t('Trading Partner ID'),
            <AutoComplete
              id="user-tradingPartner"
              value={values.tradingPartner}
              onChange={(v: string) => set('tradingPartner', v ?? '')}
              options={dealerOptions}
              placeholder={t('None')}
              listHeight={160}
              allowClear
            />,
            partner && !shown('tradingPartner')
              ? `${partner.code ?? ''} ${partner.name ?? ''}`
              : undefined,
          )}
          {/* The user's portal and their e-mails (the reset mail) are in it. Each
              language is named in itself, as in the user menu. */}
          {choice(
            'language',
            t('Language'),
            LANGUAGES.map((l) => ({ value: l, label: <span lang={l}>{LANGUAGE_NAMES[l]}</span> })),
          )}
        </div>
        {isNew &&
          item(
            'password',
            t('Password'),
            <Input.Password
              id="user-password"
              value={values.password}
              onChange={(e) => set('password', e.target.value)}
              autoComplete="new-password"
            />,
            t(
              'Optional. Left empty, the user has no usable password until you send a password reset.',
            ),
          )}
      </Form>
    </Modal>
  );
}
