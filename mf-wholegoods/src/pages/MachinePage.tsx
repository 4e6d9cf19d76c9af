import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Result,
  Row,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
} from '@portal/shared/kit';
import { errorMessage, httpStatus, useAuth } from '@portal/shared';
import { usDate, utcDateTime } from '@portal/shared/dates';
import type { MachineClaim } from '@portal/shared/contract/machines';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { useApiData } from '@portal/shared/ui/data/useApiData';
import { useDownload } from '@portal/shared/ui/download/useDownload';
import { invoiceJob, salesOrderJob } from '@portal/shared/ui/download/jobs';
import { fetchMachine } from '../api/machines';
import { MachineForms } from '../components/MachineForms';
import { WarrantyClock } from '../components/WarrantyClock';
import { KIND_LABELS, sentFields, timelineText, type Machine } from '../components/machineTexts';
import { useT } from '../i18n';
import { useMoney } from '@portal/shared/ui/money';

/** The online claim form (issue 26, built beside Open Claims), opened for this serial. */
const claimLink = (serial: string) => `/service/claims/new?serial=${encodeURIComponent(serial)}`;

type T = ReturnType<typeof useT>;

const claimColumns = (t: T) => [
  { key: 'claimNumber', title: t('Claim Number'), dataIndex: 'claimNumber' },
  { key: 'date', title: t('Date'), render: (c: MachineClaim) => usDate(c.claimDate) },
  // A claim's type is fixed vocabulary ('Warranty', 'Goodwill').
  { key: 'type', title: t('Type'), render: (c: MachineClaim) => (c.type ? t(c.type) : '') },
  { key: 'issue', title: t('Issue'), dataIndex: 'complaint' },
  {
    key: 'statuses',
    title: t('Statuses'),
    render: (c: MachineClaim) => (
      <Space size={4} wrap>
        {c.statuses.map((s, i) => (
          <Tag key={i} color={i === c.statuses.length - 1 ? statusColor(s) : undefined}>
            {t(s)}
          </Tag>
        ))}
      </Space>
    ),
  },
  {
    key: 'callStatus',
    title: t('Status'),
    render: (c: MachineClaim) => (c.callStatus ? t(c.callStatus) : ''),
  },
];

function statusColor(s: string) {
  if (s === 'Denied') return 'red';
  if (s === 'Paid' || s === 'Approved') return 'green';
  return 'blue';
}

function Section({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      title={
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
      size="small"
      style={{ height: '100%' }}
    >
      {children}
    </Card>
  );
}

const none = (text: string) => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;

function Sent({
  kind,
  sent,
  empty,
}: {
  kind: 'pdi' | 'warranty';
  sent: Machine['pdi'];
  empty: string;
}) {
  const t = useT();
  if (!sent) return none(empty);
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={t('Sent by')}>{sent.sentBy}</Descriptions.Item>
      <Descriptions.Item label={t('Sent')}>{utcDateTime(new Date(sent.sentAt))}</Descriptions.Item>
      {sentFields(kind, sent.form).map((f) => (
        // The forms' labels and operations are fixed vocabulary (test/englishCatalog.ts).
        <Descriptions.Item key={f.label} label={t(f.label)}>
          {f.operation ? t(f.value) : f.value}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/** Issue 26: one machine's whole life (/machines/{serial}), for the acting dealer. */
export function MachinePage() {
  const serial = useParams().serial ?? '';
  const navigate = useNavigate();
  const t = useT();
  const dealerCode = useAuth((s) => s.dealerCode);
  const money = useMoney();
  const amount = (n: number | null | undefined) => (n == null ? '' : money(n));
  const { download, overlay } = useDownload();
  const data = useApiData(
    (dealerId) =>
      dealerId == null
        ? Promise.reject(new Error(t('No dealer selected')))
        : fetchMachine(dealerId, serial),
    [serial],
  );
  const m = data.data;
  // The screen's title from the access table; the serial is the first line under it.
  const title = t('Machine');
  if (data.loading && !m)
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

  const pdfLink = (label: string, onClick: () => unknown) => (
    <Button type="link" style={{ padding: 0 }} onClick={() => void onClick()}>
      {label}
    </Button>
  );

  return (
    <section>
      <PageTitle>{title}</PageTitle>
      {overlay && <Alert type="info" message={overlay} style={{ marginBottom: 12 }} />}
      <Space wrap style={{ marginBottom: 16 }} data-testid="machine-summary">
        <Typography.Text strong style={{ fontSize: 18 }}>
          {t('machine.serial', { serial: m.serialNumber })}
        </Typography.Text>
        <Typography.Text strong>{m.model ?? t('Model not known')}</Typography.Text>
        {m.productFamily && <Tag>{m.productFamily}</Tag>}
        {m.stock && (
          <Tag>{KIND_LABELS[m.stock.kind] ? t(KIND_LABELS[m.stock.kind]) : m.stock.kind}</Tag>
        )}
        <Tag color={m.clock.registered ? 'green' : m.clock.overdue ? 'red' : 'gold'}>
          {t(
            m.clock.registered
              ? 'Registered'
              : m.clock.overdue
                ? 'Registration overdue'
                : 'Not registered',
          )}
        </Tag>
      </Space>
      <div style={{ marginBottom: 16 }}>
        <Space wrap>
          <MachineForms model={m.model} serial={m.serialNumber} dealer={dealerCode} />
          <Button onClick={() => navigate(claimLink(m.serialNumber))}>{t('File a Claim')}</Button>
        </Space>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Section title={t('Warranty')}>
            <WarrantyClock clock={m.clock} />
          </Section>
        </Col>
        <Col xs={24} lg={12}>
          <Section title={t('Order')}>
            {m.order ? (
              <Descriptions size="small" column={1} bordered>
                <Descriptions.Item label={t('Order Number')}>
                  {pdfLink(m.order.orderNumber, () =>
                    download(salesOrderJob(m.order!.orderNumber)),
                  )}
                </Descriptions.Item>
                <Descriptions.Item label={t('Status')}>
                  {m.order.scheduleStatus ? t(m.order.scheduleStatus) : ''}
                </Descriptions.Item>
                <Descriptions.Item label={t('Order Date')}>
                  {usDate(m.order.orderedDate)}
                </Descriptions.Item>
                <Descriptions.Item label={t('Estimated Ship Date')}>
                  {usDate(m.order.promisedDate)}
                </Descriptions.Item>
                <Descriptions.Item label={t('Completed')}>
                  {usDate(m.order.completedDate)}
                </Descriptions.Item>
                <Descriptions.Item label={t('Dealer PO')}>
                  {m.order.customerPoNumber}
                </Descriptions.Item>
                <Descriptions.Item label={t('List')}>
                  <Link
                    to={`/wholegoods/${m.order.list === 'history' ? 'history' : 'orders'}?q=${encodeURIComponent(m.order.orderNumber)}`}
                  >
                    {m.order.list === 'history' ? t('Order History') : t('Open Orders')}
                  </Link>
                </Descriptions.Item>
              </Descriptions>
            ) : (
              none(t('No wholegoods order with this serial number'))
            )}
          </Section>
        </Col>
        {m.invoice !== undefined && (
          <Col xs={24} lg={12}>
            <Section title={t('Invoice')}>
              {m.invoice ? (
                <Descriptions size="small" column={1} bordered>
                  <Descriptions.Item label={t('Invoice Number')}>
                    {pdfLink(m.invoice.invoiceNumber, () =>
                      download(invoiceJob(m.invoice!.invoiceNumber)),
                    )}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('Invoice Date')}>
                    {usDate(m.invoice.invoiceDate)}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('Amount')}>
                    {amount(m.invoice.amount)}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('Paid')}>
                    {amount(m.invoice.amountPaid)}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('Status')}>
                    {m.invoice.status ? t(m.invoice.status) : ''}
                  </Descriptions.Item>
                </Descriptions>
              ) : (
                none(t('Not invoiced yet'))
              )}
            </Section>
          </Col>
        )}
        <Col xs={24} lg={12}>
          <Section title={t('Stock Unit')}>
            {m.stock ? (
              <Descriptions size="small" column={1} bordered>
                <Descriptions.Item label={t('Status')}>
                  {m.stock.status ? t(m.stock.status) : ''}
                </Descriptions.Item>
                <Descriptions.Item label={t('Location')}>{m.stock.location}</Descriptions.Item>
                <Descriptions.Item label={t('Manufacture Date')}>
                  {usDate(m.stock.manufactureDate)}
                </Descriptions.Item>
                <Descriptions.Item label={t('Age (d)')}>{m.stock.ageDays ?? ''}</Descriptions.Item>
                <Descriptions.Item label={t('Order Number')}>
                  {m.stock.salesOrderNo}
                </Descriptions.Item>
              </Descriptions>
            ) : (
              none(t('Not in the dealer inventory'))
            )}
          </Section>
        </Col>
        <Col xs={24} lg={12}>
          <Section title={t('PDI')}>
            <Sent kind="pdi" sent={m.pdi} empty={t('No PDI sent through the portal')} />
          </Section>
        </Col>
        <Col xs={24} lg={12}>
          <Section title={t('Warranty Registration')}>
            <Sent
              kind="warranty"
              sent={m.registration}
              empty={t('No warranty registration sent through the portal')}
            />
          </Section>
        </Col>
        <Col xs={24}>
          <Section
            title={t('Claims')}
            extra={
              <Button size="small" onClick={() => navigate(claimLink(m.serialNumber))}>
                {t('File a Claim')}
              </Button>
            }
          >
            {m.claims.length ? (
              <Table<MachineClaim>
                size="small"
                rowKey="claimNumber"
                columns={claimColumns(t)}
                dataSource={m.claims}
                pagination={false}
                scroll={{ x: 'max-content' }}
              />
            ) : (
              none(t('No claims on this machine'))
            )}
          </Section>
        </Col>
        <Col xs={24}>
          <Section title={t('Timeline')}>
            <ol className="machine-timeline" style={{ margin: 0, paddingLeft: 20 }}>
              {m.timeline.map((e, i) => (
                <li key={i} style={{ marginBottom: 6 }}>
                  <Typography.Text type="secondary">
                    {e.on.length > 10 ? utcDateTime(new Date(e.on)) : usDate(e.on)}
                  </Typography.Text>{' '}
                  {timelineText(e.text, t)}
                </li>
              ))}
            </ol>
          </Section>
        </Col>
      </Row>
    </section>
  );
}
