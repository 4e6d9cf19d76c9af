import { Descriptions } from '@portal/shared/kit';
import { utcDateTime } from '@portal/shared/dates';
import { sentFields, type Machine } from '../machineTexts';
import { useT } from '../../i18n';
import { Nothing } from '@portal/shared/ui/RecordSection';

/** A PDI or warranty registration sent through the portal: who, when, and its filled fields. */
export function SentCard({
  kind,
  sent,
  empty,
}: {
  kind: 'pdi' | 'warranty';
  sent: Machine['pdi'];
  empty: string;
}) {
  const t = useT();
  if (!sent) return <Nothing text={empty} />;
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
