import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Col, Result, Row, Spin } from '@portal/shared/kit';
import { errorMessage, httpStatus } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { useMachine } from '../api/machinesQueries';
import { useDownload } from '@portal/shared/ui/download/useDownload';
import { WarrantyClock } from '../components/WarrantyClock';
import { ClaimsCard } from '../components/machine/ClaimsCard';
import { InvoiceCard } from '../components/machine/InvoiceCard';
import { claimLink, MachineHeader } from '../components/machine/MachineHeader';
import { MachineSection } from '../components/machine/MachineSection';
import { OrderCard } from '../components/machine/OrderCard';
import { SentCard } from '../components/machine/SentCard';
import { StockCard } from '../components/machine/StockCard';
import { TimelineCard } from '../components/machine/TimelineCard';
import { useT } from '../i18n';

/** Issue 26: one machine's whole life (/machines/{serial}), for the acting dealer. */
export function MachinePage() {
  const serial = useParams().serial ?? '';
  const navigate = useNavigate();
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
      {overlay && <Alert type="info" message={overlay} style={{ marginBottom: 12 }} />}
      <MachineHeader m={m} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <MachineSection title={t('Warranty')}>
            <WarrantyClock clock={m.clock} />
          </MachineSection>
        </Col>
        <Col xs={24} lg={12}>
          <MachineSection title={t('Order')}>
            <OrderCard m={m} download={download} />
          </MachineSection>
        </Col>
        {m.invoice !== undefined && (
          <Col xs={24} lg={12}>
            <MachineSection title={t('Invoice')}>
              <InvoiceCard invoice={m.invoice} download={download} />
            </MachineSection>
          </Col>
        )}
        <Col xs={24} lg={12}>
          <MachineSection title={t('Stock Unit')}>
            <StockCard stock={m.stock} />
          </MachineSection>
        </Col>
        <Col xs={24} lg={12}>
          <MachineSection title={t('PDI')}>
            <SentCard kind="pdi" sent={m.pdi} empty={t('No PDI sent through the portal')} />
          </MachineSection>
        </Col>
        <Col xs={24} lg={12}>
          <MachineSection title={t('Warranty Registration')}>
            <SentCard
              kind="warranty"
              sent={m.registration}
              empty={t('No warranty registration sent through the portal')}
            />
          </MachineSection>
        </Col>
        <Col xs={24}>
          <MachineSection
            title={t('Claims')}
            extra={
              <Button size="small" onClick={() => navigate(claimLink(m.serialNumber))}>
                {t('File a Claim')}
              </Button>
            }
          >
            <ClaimsCard claims={m.claims} />
          </MachineSection>
        </Col>
        <Col xs={24}>
          <MachineSection title={t('Timeline')}>
            <TimelineCard timeline={m.timeline} />
          </MachineSection>
        </Col>
      </Row>
    </section>
  );
}
