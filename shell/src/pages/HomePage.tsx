import { useEffect } from 'react';
import { Col, Row } from '@portal/shared/kit';
import { allows, screenFor, toNotices, useAuth } from '@portal/shared';
import { useQuery } from '@portal/shared/query';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { usePhoneLayout } from '@portal/shared/ui/list/usePhoneLayout';
import { AreaParcel } from '../app/AreaParcel';
import { NoticeBoard } from '../home/NoticeBoard';
import { noticesChanged, noticesQuery } from '../home/homeReads';
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
  const dealerId = useAuth((s) => s.selectedDealer);
  const read = useQuery(noticesQuery(dealerId));
  useEffect(() => {
    if (read.error) console.warn('Home: /notifications failed', read.error);
  }, [read.error]);
  const notices = toNotices(Array.isArray(read.data) ? read.data : []);
  const canEdit = role === 'ApplicationAdmin';
  const phone = usePhoneLayout();

  return (
    <div>
      <PageTitle>{t('Welcome to the Dealer Portal')}</PageTitle>
      <SummaryCards counts={counts} />
      {inRewards(division) && (
        <section
          aria-label={t('Rewards Status')}
          style={{
            marginTop: 16,
            // With no dealer selected the panel is one line of text: nothing to reserve.
            minHeight: dealerId == null ? undefined : phone ? REWARDS_PANEL_STACKED : REWARDS_PANEL,
          }}
        >
          <AreaParcel area="rewards" module="rewardsPanel" kit="eager" />
        </section>
      )}
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={12}>
          <NoticeBoard
            kind="promotion"
            items={notices.promotion}
            canEdit={canEdit}
            onChanged={noticesChanged}
          />
        </Col>
        <Col xs={24} lg={12}>
          <NoticeBoard
            kind="announcement"
            items={notices.announcement}
            canEdit={canEdit}
            onChanged={noticesChanged}
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
