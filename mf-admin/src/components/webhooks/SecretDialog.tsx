import { useT } from '../../i18n';
import { WEBHOOK_TEXTS } from '../../rules/webhooks';
import { SecretShownOnce } from '../SecretShownOnce';

/** An endpoint's new signing secret, shown once: at registration, and at a rotation with the
 * day the old one still signs beside it. */
export function SecretDialog(props: {
  url: string;
  secret: string;
  rotated?: boolean;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <SecretShownOnce
      title={t('webhooks.secretOf', { url: props.url })}
      warning={t(WEBHOOK_TEXTS.secretOnce)}
      note={props.rotated ? t(WEBHOOK_TEXTS.rotated) : undefined}
      secret={props.secret}
      copyLabel={t('Copy secret')}
      testId="new-webhook-secret"
      onClose={props.onClose}
    />
  );
}
