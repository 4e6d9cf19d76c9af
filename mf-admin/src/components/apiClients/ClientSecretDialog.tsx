import type { ApiClientSecret } from '../../api/apiClients';
import { API_CLIENT_TEXTS } from '../../rules/apiClients';
import { useT } from '../../i18n';
import { SecretShownOnce } from '../SecretShownOnce';

/** A client's secret, shown once (at creation and at each rotation), with the client ID it is
 * used with: the two a DMS developer needs for a token. */
export function ClientSecretDialog(props: {
  shown: ApiClientSecret;
  rotated?: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const { client } = props.shown;
  return (
    <SecretShownOnce
      title={t('apiClients.secretOf', { name: client.name, clientId: client.clientId })}
      warning={t(API_CLIENT_TEXTS.secretOnce)}
      note={props.rotated ? t(API_CLIENT_TEXTS.rotatedNote) : undefined}
      secret={props.shown.clientSecret}
      copyLabel={t('Copy secret')}
      testId="new-client-secret"
      onClose={props.onClose}
    />
  );
}
