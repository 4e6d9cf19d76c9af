import { Card, Col, Descriptions, Empty, Row, Spin, Typography } from '@portal/shared/kit';
import { DEALER_ROLES, errorMessage, useAuth } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import type { ProfileRow } from '../api/resources';
import { useProfile } from '../api/resourcesQueries';
import { splitProfile } from '../rules/profile';
import { StaffActivity } from '../components/StaffActivity';
import { useT } from '../i18n';

/** Requirements 001 §2 'Dealer Profile': the main office and the department contacts of the selected
 * dealer, from its profile rows. */
export function ProfilePage() {
  const t = useT();
  const dealerName = useAuth((s) => s.dealerName);
  // Dealer roles see what staff did for their dealership.
  const isDealer = useAuth((s) => s.role != null && DEALER_ROLES.includes(s.role));
  const data = useProfile();
  const { mainOffices, departments } = splitProfile(data.data ?? []);
  const empty = mainOffices.length === 0 && departments.length === 0;

  return (
    <section>
      <PageTitle>{t('Dealer Profile')}</PageTitle>
      {data.isPending ? (
        <Spin description={t('Loading profile...')} />
      ) : empty ? (
        <>
          <Empty description={t('No profile data available')} />
          {data.error != null && (
            <Typography.Paragraph type="danger" role="alert" style={{ textAlign: 'center' }}>
              {errorMessage(data.error, t('The profile could not be loaded.'))}
            </Typography.Paragraph>
          )}
        </>
      ) : (
        <>
          {mainOffices.map((m, i) => (
            <Card
              key={i}
              title={<h3 style={{ margin: 0, fontSize: 16 }}>{t('Main Office')}</h3>}
              style={{ marginBottom: 16, maxWidth: 960 }}
            >
              <Descriptions
                column={{ xs: 1, md: 2 }}
                size="small"
                items={[
                  { key: 'dealer', label: t('Dealer'), children: dealerName || m.dealerCode },
                  { key: 'code', label: t('Dealer Code'), children: m.dealerCode },
                  { key: 'address', label: t('Address'), children: m.address },
                  { key: 'location', label: t('Location'), children: m.location },
                  { key: 'contact', label: t('Contact'), children: contactOf(m) },
                  { key: 'phone', label: t('Phone'), children: m.phone },
                  { key: 'email', label: t('Email'), children: mail(m.email) },
                ]}
              />
            </Card>
          ))}
          {departments.length > 0 && (
            <>
              <Typography.Title level={3} style={{ fontSize: 18 }}>
                {t('Department Contacts')}
              </Typography.Title>
              <Row gutter={[16, 16]} style={{ maxWidth: 1200 }}>
                {departments.map((d, i) => (
                  <Col key={i} xs={24} md={12} xl={8}>
                    <Card
                      size="small"
                      title={d.department || t('Department')}
                      data-testid="department-card"
                      style={{ height: '100%' }}
                    >
                      <Typography.Text strong>{d.contactName}</Typography.Text>
                      {d.title && <div style={{ color: 'rgba(0,0,0,0.55)' }}>{d.title}</div>}
                      {d.address && <div>{[d.address, d.location].filter(Boolean).join(', ')}</div>}
                      {d.phone && <div>{d.phone}</div>}
                      {d.email && <div>{mail(d.email)}</div>}
                    </Card>
                  </Col>
                ))}
              </Row>
            </>
          )}
        </>
      )}
      {isDealer && <StaffActivity />}
    </section>
  );
}

const contactOf = (r: ProfileRow) => [r.contactName, r.title].filter(Boolean).join(', ');
const mail = (email: string) => (email ? <a href={`mailto:${email}`}>{email}</a> : '');
