import { useState } from 'react';
import { Checkbox, Form, Input, Modal } from '@portal/shared/kit';
import { toast, useAuth } from '@portal/shared';
import { EVENT_KINDS } from '@portal/shared/contract/eventKinds';
import type { WebhookSecret } from '@portal/shared/contract/integration';
import { useSchemaForm } from '@portal/shared/forms/useSchemaForm';
import { webhookProblems, type WebhookFields } from '@portal/shared/forms/webhookForm';
import { createEndpoint } from '../../api/webhooks';
import { WEBHOOK_TEXTS } from '../../rules/webhooks';
import { useT } from '../../i18n';
import { SecretDialog } from './SecretDialog';

/** Registers an endpoint (URL and kinds), then shows its secret in its place, once. */
export function NewEndpointDialog(props: { onCreated: () => void; onClose: () => void }) {
  const t = useT();
  const email = useAuth((s) => s.user?.email ?? '');
  const [created, setCreated] = useState<WebhookSecret | null>(null);
  const form = useSchemaForm<WebhookFields, WebhookSecret>({
    draftKey: `portal:draft:webhook:${email}`,
    fresh: () => ({ url: '', kinds: [...EVENT_KINDS] }),
    check: webhookProblems,
    translate: t,
    show: 'afterSubmit',
    send: (values) => createEndpoint(values),
    onSent: (answer) => {
      setCreated(answer);
      props.onCreated();
    },
    onFailed: () => toast.error(t(WEBHOOK_TEXTS.createFailed)),
  });

  if (created)
    return (
      <SecretDialog url={created.endpoint.url} secret={created.secret} onClose={props.onClose} />
    );
  return (
    <Modal
      open
      title={t(WEBHOOK_TEXTS.newEndpoint)}
      okText={t('Register')}
      confirmLoading={form.sending}
      onOk={() => void form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <form aria-label={t(WEBHOOK_TEXTS.newEndpoint)} {...form.formProps}>
          <Form.Item
            label={t('URL')}
            htmlFor="webhook-url"
            validateStatus={form.shown('url') ? 'error' : undefined}
            help={
              form.shown('url') ??
              t('Where the events are POSTed, e.g. https://erp.example.com/portal-events')
            }
          >
            <Input
              id="webhook-url"
              autoFocus
              maxLength={2000}
              value={form.values.url}
              onChange={(e) => form.set('url', e.target.value)}
            />
          </Form.Item>
          <Form.Item
            label={t('Kinds of event')}
            validateStatus={form.shown('kinds') ? 'error' : undefined}
            help={form.shown('kinds')}
          >
            <Checkbox.Group
              aria-label={t('Kinds of event')}
              value={form.values.kinds}
              onChange={(kinds) => form.set('kinds', kinds as string[])}
              options={EVENT_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
              style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
            />
          </Form.Item>
          <button type="submit" hidden />
        </form>
      </Form>
    </Modal>
  );
}
