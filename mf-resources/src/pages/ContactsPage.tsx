import {
  Card,
  Col,
  Empty,
  Row,
  Spin,
  Typography,
  MailOutlined,
  PhoneOutlined,
} from '@portal/shared/kit';
import { errorMessage, useAuth } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { useApiData } from '@portal/shared/ui/data/useApiData';
import { fetchSalesStaff, type SalesRep } from '../api/resources';
import { GENERAL_CONTACTS, groupReps } from '../rules/contacts';

/** Spec 001 §2 'Supreme Contacts': the selected territory's reps, grouped by territory, plus the
 * general contacts; a failed read shows 'Error: ' plus the message. */
export function ContactsPage() {
  const territory = useAuth((s) => s.territory);
  const data = useApiData(() => fetchSalesStaff());
  const groups = groupReps(data.data ?? [], territory);

  return (
    <section>
      <PageTitle>Supreme Contacts</PageTitle>
      <Typography.Title level={3} style={{ fontSize: 18 }}>
        Sales Representatives
      </Typography.Title>
      {data.loading ? (
        <Spin description="Loading contacts..." />
      ) : data.error ? (
        <Typography.Text type="danger" role="alert">
          {`Error: ${errorMessage(data.error, 'Failed to fetch data')}`}
        </Typography.Text>
      ) : groups.length === 0 ? (
        <Empty
          description={
            territory
              ? `No sales representative is listed for territory ${territory}.`
              : 'No sales representatives found.'
          }
        />
      ) : (
        groups.map((g) => (
          <section key={g.territory} aria-label={`Territory ${g.territory}`}>
            <Typography.Title level={4} style={{ fontSize: 15, marginTop: 8 }}>
              {g.territory}
            </Typography.Title>
            <Row gutter={[16, 16]}>
              {g.reps.map((r) => (
                <Col key={r.id || r.name} xs={24} md={12} xl={8}>
                  <RepCard rep={r} />
                </Col>
              ))}
            </Row>
          </section>
        ))
      )}

      <Typography.Title level={3} style={{ fontSize: 18, marginTop: 32 }}>
        General Contacts
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {GENERAL_CONTACTS.map((c) => (
          <Col key={c.department} xs={24} md={12} xl={8}>
            <Card size="small" title={c.department} style={{ height: '100%' }}>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                {c.description}
              </Typography.Paragraph>
              <ContactLines phone={c.phone} email={c.email} />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}

function RepCard({ rep }: { rep: SalesRep }) {
  return (
    <Card size="small" data-testid="rep-card" style={{ height: '100%' }}>
      <Typography.Text strong style={{ fontSize: 15 }}>
        {rep.name}
      </Typography.Text>
      {rep.title && <div style={{ color: 'rgba(0,0,0,0.55)' }}>{rep.title}</div>}
      <div style={{ marginTop: 8 }}>
        <ContactLines phone={rep.phone} email={rep.email} />
      </div>
    </Card>
  );
}

function ContactLines({ phone, email }: { phone: string; email: string }) {
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      {phone && (
        <span>
          <PhoneOutlined aria-hidden style={{ marginRight: 8 }} />
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
        </span>
      )}
      {email && (
        <span>
          <MailOutlined aria-hidden style={{ marginRight: 8 }} />
          <a href={`mailto:${email}`}>{email}</a>
        </span>
      )}
    </div>
  );
}
