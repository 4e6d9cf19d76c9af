import { useParams } from 'react-router';
import { Alert, Result, Spin } from '@portal/shared/kit';
import { errorMessage, httpStatus } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { useMachine } from '../api/machinesQueries';
import { useDownload } from '@portal/shared/ui/download/useDownload';
import { MachineHeader } from '../components/machine/MachineHeader';
import { MachineSections } from '../components/machine/MachineSections';
import { useT } from '../i18n';

/** One machine's whole life (/machines/{serial}), for the acting dealer. */
export function MachinePage() {
  const serial = useParams().serial ?? '';
  const t = useT();
  const { download, overlay } = useDownload();
  const data = useMachine(serial, t('No dealer selected'));
  const m = data.data;
  // The screen's title from the access table; the serial is the first line under it.
  const title = t('Machine');
  if (data.isPending)
    return (
      <section>
        <PageTitle>{title}</PageTitle>
        <Spin /> {t('Loading machine...')}
      </section>
    );
  // Not this dealer's serial (or none at all) is an answer, not a fault: said plainly, no alert.
  if (httpStatus(data.error) === 404)
    return (
      <section>
        <PageTitle>{title}</PageTitle>
        <Result
          status="404"
          title={t('machine.serial', { serial })}
          // The API's refusal says the same in English; the catalog says it in the page's language.
          subTitle={t('machine.notFound', { serial })}
        />
      </section>
    );
  if (data.error || !m)
    return (
      <section>
        <PageTitle>{title}</PageTitle>
        <Alert
          type="error"
          showIcon
          message={errorMessage(data.error, t('Failed to fetch machine'))}
        />
      </section>
    );

  return (
    <section>
      <PageTitle>{title}</PageTitle>
      {overlay && <Alert type="info" title={overlay} style={{ marginBottom: 12 }} />}
      <MachineHeader m={m} />
      <MachineSections m={m} download={download} />
    </section>
  );
}
