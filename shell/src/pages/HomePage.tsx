import { Col, Row } from '@portal/shared/kit';
import { allows, api, screenFor, toNotices, useAuth, type NotificationWire } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { usePhoneLayout } from '@portal/shared/ui/list/usePhoneLayout';
import { useApiData } from '@portal/shared/ui/data/useApiData';
import { AreaParcel } from '../app/AreaParcel';
import { NoticeBoard } from '../home/NoticeBoard';
import { NOTICES_URL } from '../home/earlyReads';
import { SummaryCards } from '../home/SummaryCards';
import { useHomeCounts } from '../home/useHomeCounts';
import { inRewards } from '../layout/menu';
import { useT } from '../i18n';

/** Requirements 000 §2 'Home page': summary cards, the rewards panel (the rewards area's, mounted
 * through federation; hidden for division Offshore), promotions and announcements. */
export function HomePage() {
  const role = useAuth((s) => s.role);
  const t = useT();
  const division = useAuth((s) => s.division);
  const showInvoices = allows(screenFor('/finance/invoices')!.who, role, true);
  const counts = useHomeCounts(showInvoices);
  const notices = useApiData(async () => {
    try {
      const { data } = await api.get<NotificationWire[]>(NOTICES_URL);
      return toNotices(Array.isArray(data) ? data : []);
    } catch (e) {
      console.warn('Home: /notifications failed', e);
      return toNotices([]);
    }
  });
  const canEdit = role === 'ApplicationAdmin';
  const phone = usePhoneLayout();

  return (
    <div>
      <PageTitle>{t('Welcome to the Dealer Portal')}</PageTitle>
      <SummaryCards counts={counts} />
      {inRewards(division) && (
        <section
          aria-label={t('Rewards Status')}
          style={{ marginTop: 16, minHeight: phone ? REWARDS_PANEL_STACKED : REWARDS_PANEL }}
        >
          <AreaParcel area="rewards" module="rewardsPanel" kit="eager" />
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

/**
 * The rewards panel's height once filled, reserved before its code and data arrive so the notices
 * below do not jump (it was most of /home's layout shift). Measured with the demo data:
 * 257 px from 576 px wide up; phones stack its parts (375-391 px). Between 768 and ~850 px, where
 * the sidebar leaves the panel a narrow column, it stacks too and still moves what is below once.
 * Read with the list kit's phone test, which answers in the first render (antd's breakpoint hook
 * answers only after an effect, so the first frame would reserve the wrong height).
 */
const REWARDS_PANEL = 257;
const REWARDS_PANEL_STACKED = 375;
