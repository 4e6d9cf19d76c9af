import { useNavigate } from 'react-router';
import { Button, Col, Row } from '@portal/shared/kit';
import type { DownloadJob } from '@portal/shared/ui/download/useDownload';
import type { MachineWire } from '@portal/shared/contract/machines';
import { WarrantyClock } from '../WarrantyClock';
import { ClaimsCard } from './ClaimsCard';
import { InvoiceCard } from './InvoiceCard';
import { claimLink } from './MachineHeader';
import { RecordSection } from '@portal/shared/ui/RecordSection';
import { OrderCard } from './OrderCard';
import { PartsCard } from './PartsCard';
import { SentCard } from './SentCard';
import { StockCard } from './StockCard';
import { TimelineCard } from './TimelineCard';
import { useT } from '../../i18n';

/** A machine's life in sections: warranty, order, invoice, stock, PDI, registration, the parts
 * catalogue's diagrams of its model, claims and timeline; two columns on a wide screen, one on a
 * phone. */
export function MachineSections({
  m,
  download,
}: {
  m: MachineWire;
  download: (job: DownloadJob) => unknown;
}) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <RecordSection title={t('Warranty')}>
          <WarrantyClock clock={m.clock} />
        </RecordSection>
      </Col>
      <Col xs={24} lg={12}>
        <RecordSection title={t('Order')}>
          <OrderCard m={m} download={download} />
        </RecordSection>
      </Col>
      {m.invoice !== undefined && (
        <Col xs={24} lg={12}>
          <RecordSection title={t('Invoice')}>
            <InvoiceCard invoice={m.invoice} download={download} />
          </RecordSection>
        </Col>
      )}
      <Col xs={24} lg={12}>
        <RecordSection title={t('Stock Unit')}>
          <StockCard stock={m.stock} />
        </RecordSection>
      </Col>
      <Col xs={24} lg={12}>
        <RecordSection title={t('PDI')}>
          <SentCard kind="pdi" sent={m.pdi} empty={t('No PDI sent through the portal')} />
        </RecordSection>
      </Col>
      <Col xs={24} lg={12}>
        <RecordSection title={t('Warranty Registration')}>
          <SentCard
            kind="warranty"
            sent={m.registration}
            empty={t('No warranty registration sent through the portal')}
          />
        </RecordSection>
      </Col>
      <Col xs={24}>
        <RecordSection title={t('Parts for this machine')}>
          <PartsCard model={m.model} />
        </RecordSection>
      </Col>
      <Col xs={24}>
        <RecordSection
          title={t('Claims')}
          extra={
            <Button size="small" onClick={() => navigate(claimLink(m.serialNumber))}>
              {t('File a Claim')}
            </Button>
          }
        >
          <ClaimsCard claims={m.claims} />
        </RecordSection>
      </Col>
      <Col xs={24}>
        <RecordSection title={t('Timeline')}>
          <TimelineCard timeline={m.timeline} />
        </RecordSection>
      </Col>
    </Row>
  );
}
