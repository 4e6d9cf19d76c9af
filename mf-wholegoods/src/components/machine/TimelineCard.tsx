import { Typography } from '@portal/shared/kit';
import { usDate, utcDateTime } from '@portal/shared/dates';
import { timelineText, type Machine } from '../machineTexts';
import { useT } from '../../i18n';

/** Every dated fact of the machine, oldest first, in the page's language. */
export function TimelineCard({ timeline }: { timeline: Machine['timeline'] }) {
  const t = useT();
  return (
    <ol className="machine-timeline" style={{ margin: 0, paddingLeft: 20 }}>
      {timeline.map((e, i) => (
        <li key={i} style={{ marginBottom: 6 }}>
          <Typography.Text type="secondary">
            {e.on.length > 10 ? utcDateTime(new Date(e.on)) : usDate(e.on)}
          </Typography.Text>{' '}
          {timelineText(e.text, t)}
        </li>
      ))}
    </ol>
  );
}
