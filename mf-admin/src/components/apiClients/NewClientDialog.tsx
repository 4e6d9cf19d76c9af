import { useMemo, useState } from 'react';
import { Alert, Checkbox, Form, Input, Modal, Select } from '@portal/shared/kit';
import { toast, useAuth } from '@portal/shared';
import type { ApiScope } from '@portal/shared/accessApi';
import { useSchemaForm } from '@portal/shared/forms/useSchemaForm';
import { createApiClient, type ApiClientSecret } from '../../api/apiClients';
import type { DealerRef } from '../../api/users';
import {
  apiClientProblems,
  freshClient,
  type ApiClientFields,
} from '@portal/shared/forms/apiClientForm';
import {
  ALL_SCOPES,
  API_CLIENT_TEXTS,
  CLIENT_ROLES,
  createProblem,
  ROLE_LABELS,
  scopeAllowed,
  SCOPES,
} from '../../rules/apiClients';
import { useT } from '../../i18n';
import { ClientSecretDialog } from './ClientSecretDialog';

type Field = 'name' | 'dealerId' | 'scopes';

/** Makes a client for one dealership (name, dealer, role, scopes), then shows its secret in its
 * place, once. */
export function NewClientDialog(props: {
  dealers: readonly DealerRef[];
  onCreated: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const email = useAuth((s) => s.user?.email ?? '');
  const [created, setCreated] = useState<ApiClientSecret | null>(null);
  // The API's refusal, under its field until that field changes, or above the form.
  const [refused, setRefused] = useState<{ field: Field | null; text: string } | null>(null);
  const form = useSchemaForm<ApiClientFields, ApiClientSecret>({
    draftKey: `portal:draft:api-client:${email}`,
    fresh: freshClient,
    check: apiClientProblems,
    translate: t,
    show: 'afterSubmit',
    onSubmit: () => setRefused(null),
    send: (values) => createApiClient(values),
    onSent: (answer) => {
      setCreated(answer);
      props.onCreated();
    },
    onFailed: (e) => {
      setRefused(createProblem(e));
      toast.error(t(API_CLIENT_TEXTS.createFailed));
    },
  });
  const dealerOptions = useMemo(
    () =>
      props.dealers.map((d) => ({
        value: d.id,
        label: [d.code, d.name].filter(Boolean).join(' ') || String(d.id),
      })),
    [props.dealers],
  );

  if (created) return <ClientSecretDialog shown={created} onClose={props.onClose} />;

  const problem = (field: Field) => {
    const text = form.shown(field) ?? (refused?.field === field ? refused.text : undefined);
    return text;
  };
  const change = <K extends Field>(field: K, value: ApiClientFields[K]) => {
    if (refused?.field === field) setRefused(null);
    form.set(field, value);
  };
  const { values } = form;
  const allowed = ALL_SCOPES.filter((s) => scopeAllowed(values.role, s));

  return (
    <Modal
      open
      title={t(API_CLIENT_TEXTS.newClient)}
      okText={t('Create')}
      confirmLoading={form.sending}
      onOk={() => void form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {refused && !refused.field && (
        <Alert type="error" showIcon title={refused.text} style={{ marginBottom: 12 }} />
      )}
      <Form layout="vertical" component="div">
        <form aria-label={t(API_CLIENT_TEXTS.newClient)} {...form.formProps}>
          <Form.Item
            label={t('Name')}
            htmlFor="api-client-name"
            validateStatus={problem('name') ? 'error' : undefined}
            help={problem('name') ?? t(API_CLIENT_TEXTS.nameHelp)}
          >
            <Input
              id="api-client-name"
              autoFocus
              maxLength={100}
              value={values.name}
              onChange={(e) => change('name', e.target.value)}
            />
          </Form.Item>
          <Form.Item
            label={t('Dealership')}
            htmlFor="api-client-dealer"
            validateStatus={problem('dealerId') ? 'error' : undefined}
            help={problem('dealerId') ?? t(API_CLIENT_TEXTS.dealerHelp)}
          >
            <Select
              id="api-client-dealer"
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('Search by code or name')}
              value={values.dealerId ?? undefined}
              onChange={(id: number) => change('dealerId', id)}
              options={dealerOptions}
              listHeight={200}
            />
          </Form.Item>
          <Form.Item
            label={t('Acts as')}
            htmlFor="api-client-role"
            help={t(API_CLIENT_TEXTS.roleHelp)}
          >
            <Select
              id="api-client-role"
              value={values.role}
              onChange={(role: ApiClientFields['role']) => {
                // A scope the new role may not hold is dropped, not left ticked and refused.
                form.set('role', role);
                change(
                  'scopes',
                  values.scopes.filter((s) => scopeAllowed(role, s)),
                );
              }}
              options={CLIENT_ROLES.map((r) => ({ value: r, label: t(ROLE_LABELS[r]) }))}
            />
          </Form.Item>
          <Form.Item
            label={t('Scopes')}
            validateStatus={problem('scopes') ? 'error' : undefined}
            help={problem('scopes') ?? t(API_CLIENT_TEXTS.scopesHelp)}
          >
            <Checkbox.Group
              aria-label={t('Scopes')}
              value={values.scopes}
              onChange={(scopes) => change('scopes', scopes as ApiScope[])}
              options={ALL_SCOPES.map((s) => ({
                value: s,
                label: `${t(SCOPES[s].label)} (${s})`,
                disabled: !allowed.includes(s),
              }))}
              style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
            />
          </Form.Item>
          <button type="submit" hidden />
        </form>
      </Form>
    </Modal>
  );
}
