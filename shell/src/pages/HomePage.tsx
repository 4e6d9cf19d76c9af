import { Col, Row } from '@portal/shared/kit';
import { allows, api, screenFor, toNotices, useAuth, type NotificationWire } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { useApiData } from '@portal/shared/ui/data/useApiData';
import { AreaParcel } from '../app/AreaParcel';
import { NoticeBoard } from '../home/NoticeBoard';
import { SummaryCards } from '../home/SummaryCards';
import { useHomeCounts } from '../home/useHomeCounts';
import { OFFSHORE } from '../layout/menu';

/** Spec 000 §2 'Home page': summary cards, the rewards panel (the rewards area's, mounted
 * through federation; hidden for division Offshore), promotions and announcements. */
export function HomePage() {
  const role = useAuth((s) => s.role);
  const division = useAuth((s) => s.division);
  const showInvoices = allows(screenFor('/finance/invoices')!.who, role, true);
  const counts = useHomeCounts(showInvoices);
  const notices = useApiData(async () => {
    try {
      const { data } = await api.get<NotificationWire[]>('/notifications');
      return toNotices(Array.isArray(data) ? data : []);
    } catch (e) {
      console.warn('Home: /notifications failed', e);
      return toNotices([]);
    }
  });
  const canEdit = role === 'ApplicationAdmin';

  return (
    <div>
      <PageTitle>Welcome to the Dealer Portal</PageTitle>
      <SummaryCards counts={counts} />
      {division !== OFFSHORE && (
        <section aria-label="Rewards Status" style={{ marginTop: 16 }}>
          <AreaParcel area="rewards" module="rewardsPanel" />
        </section>
      )}
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={12}>
          <NoticeBoard
            kind="promotion"
            items={notices.data?.promotion ?? []}
            canEdit={canEdit}
            onChanged={notices.reload}
          />
        </Col>
        <Col xs={24} lg={12}>
          <NoticeBoard
            kind="announcement"
            items={notices.data?.announcement ?? []}
            canEdit={canEdit}
            onChanged={notices.reload}
          />
        </Col>
      </Row>
    </div>
  );
}
