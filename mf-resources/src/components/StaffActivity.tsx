import { List, Spin, Typography } from '@portal/shared/kit';
import { errorMessage } from '@portal/shared';
import { utcDateTime } from '@portal/shared/dates';
import type { StaffActivityWire } from '@portal/shared/contract/users';
import { useStaffActivity } from '../api/resourcesQueries';
import { useStaffWords } from '@portal/shared/ui/staffWords';
import { useT } from '../i18n';

/** '2:05 PM UTC' when a visit ends the day it began, the whole moment otherwise. */
function span(a: StaffActivityWire): string {
  const from = utcDateTime(new Date(a.at));
  if (!a.until || a.until.slice(0, 16) === a.at.slice(0, 16)) return from;
  const until = utcDateTime(new Date(a.until));
  return a.until.slice(0, 10) === a.at.slice(0, 10)
    ? `${from} – ${until.split(', ').pop()}`
    : `${from} – ${until}`;
}

/**
 * Under the dealer's profile: who at the manufacturer acted for this
 * dealership, when and what, so nothing done on its behalf comes as a surprise. Reads are one
 * line per visit, with the screens seen.
 */
export function StaffActivity() {
  const t = useT();
  const { says } = useStaffWords();
  const data = useStaffActivity();
  return (
    <section aria-labelledby="staff-activity-title" style={{ maxWidth: 960, marginTop: 24 }}>
      <Typography.Title id="staff-activity-title" level={3} style={{ fontSize: 18 }}>
        {t('Who acted for your dealership')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('What Supreme staff viewed or did while acting for your dealership, newest first.')}
      </Typography.Paragraph>
      {data.isPending ? (
        <Spin description={t('Loading activity...')} />
      ) : data.error != null ? (
        <Typography.Paragraph type="danger" role="alert">
          {errorMessage(data.error, t('The activity could not be loaded.'))}
        </Typography.Paragraph>
      ) : !data.data?.length ? (
        // Said in the page's own text colour: antd's empty text is too faint to read (a11y sweep).
        <Typography.Paragraph>{t('No staff have acted for your dealership.')}</Typography.Paragraph>
      ) : (
        <List
          size="small"
          bordered
          dataSource={data.data}
          renderItem={(a) => (
            <List.Item data-testid="staff-activity">
              <div>
                <Typography.Text strong>{a.who}</Typography.Text>{' '}
                <Typography.Text type="secondary">{span(a)}</Typography.Text>
                <div>{says(a.action, a.detail)}</div>
              </div>
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
