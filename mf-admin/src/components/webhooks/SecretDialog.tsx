import { Alert, Modal, Typography } from '@portal/shared/kit';
import { useT } from '../../i18n';
import { WEBHOOK_TEXTS } from '../../rules/webhooks';

/** A new signing secret, shown this once: the API answers it only at creation and rotation. */
export function SecretDialog(props: {
  url: string;
  secret: string;
  rotated: boolean;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      open
      title={t('webhooks.secretOf', { url: props.url })}
      okText={t('Done')}
      onOk={props.onClose}
      onCancel={props.onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        title={t(WEBHOOK_TEXTS.secretOnce)}
        style={{ marginBottom: 12 }}
      />
      {props.rotated && (
        <Alert type="info" showIcon title={t(WEBHOOK_TEXTS.rotated)} style={{ marginBottom: 12 }} />
      )}
      <Typography.Paragraph
        code
        copyable={{ text: props.secret, tooltips: [t('Copy secret'), t('Copied')] }}
        data-testid="new-webhook-secret"
        style={{ wordBreak: 'break-all' }}
      >
        {props.secret}
      </Typography.Paragraph>
    </Modal>
  );
}
