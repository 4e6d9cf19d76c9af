import type { ReactNode } from 'react';
import { Alert, Modal, Typography } from '@portal/shared/kit';
import { useT } from '../i18n';

interface Props {
  title: string;
  /** What the secret is for and that it is shown this once, in the screen's own words. */
  warning: string;
  secret: string;
  /** The copy button's name ('Copy key', 'Copy secret'). */
  copyLabel: string;
  testId: string;
  /** More to know beside the warning (a rotation's overlap). */
  note?: ReactNode;
  onClose: () => void;
}

/**
 * A secret the API answers once (a service account's key, a webhook's signing secret, an API
 * client's secret): it keeps only a hash, so this dialog is the last chance to copy it. One
 * dialog for all of them, so each says it the same way.
 */
export function SecretShownOnce(props: Props) {
  const t = useT();
  return (
    <Modal
      open
      title={props.title}
      okText={t('Done')}
      onOk={props.onClose}
      onCancel={props.onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={props.warning} style={{ marginBottom: 12 }} />
      {props.note && <Alert type="info" showIcon title={props.note} style={{ marginBottom: 12 }} />}
      <Typography.Paragraph
        code
        copyable={{ text: props.secret, tooltips: [props.copyLabel, t('Copied')] }}
        data-testid={props.testId}
        style={{ wordBreak: 'break-all' }}
      >
        {props.secret}
      </Typography.Paragraph>
    </Modal>
  );
}
