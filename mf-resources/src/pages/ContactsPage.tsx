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
import type { SalesRep } from '../api/resources';
import { useSalesStaff } from '../api/resourcesQueries';
import { GENERAL_CONTACTS, groupReps, UNASSIGNED } from '../rules/contacts';
import { useT } from '../i18n';

/** Requirements 001 §2 'Supreme Contacts': the selected territory's reps, grouped by territory, plus the
 * general contacts; a failed read shows 'Error: ' plus the message. */
export function ContactsPage() {
  const t = useT();
  const territory = useAuth((s) => s.territory);
  const data = useSalesStaff();
  const groups = groupReps(data.data ?? [], territory);
  // A territory's name is data; the group of reps with none is named by the portal.
  const territoryName = (name: string) => (name === UNASSIGNED ? t('Unassigned') : name);

  return (
    <section>
      <PageTitle>{t('Supreme Contacts')}</PageTitle>
      <Typography.Title level={3} style={{ fontSize: 18 }}>
        {t('Sales Representatives')}
      </Typography.Title>
      {data.isPending ? (
        <Spin description={t('Loading contacts...')} />
      ) : data.error ? (
        <Typography.Text type="danger" role="alert">
          {t('contacts.error', { message: errorMessage(data.error, t('Failed to fetch data')) })}
        </Typography.Text>
      ) : groups.length === 0 ? (
        <Empty
          description={
            territory
              ? t('contacts.noneInTerritory', { territory })
              : t('No sales representatives found.')
          }
        />
      ) : (
        groups.map((g) => (
          <section
            key={g.territory}
            aria-label={t('contacts.territory', { territory: territoryName(g.territory) })}
          >
            <Typography.Title level={4} style={{ fontSize: 15, marginTop: 8 }}>
              {territoryName(g.territory)}
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
        {t('General Contacts')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {GENERAL_CONTACTS.map((c) => (
          <Col key={c.department} xs={24} md={12} xl={8}>
            {/* The manufacturer's own departments: listed texts of the catalog. */}
            <Card size="small" title={t(c.department)} style={{ height: '100%' }}>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                {t(c.description)}
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
