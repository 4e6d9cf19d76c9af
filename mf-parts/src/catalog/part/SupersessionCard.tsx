import { Typography } from '@portal/shared/kit';
import type { Part } from '../../api/catalog';
import { useT } from '../../i18n';
import { PartLink } from '../partLinks';
import { Nothing } from '@portal/shared/ui/RecordSection';

/** The supersession chain, oldest first, this part in bold and every other a link; when a newer
 * part replaces this one, which to order. */
export function SupersessionCard({ part }: { part: Part }) {
  const t = useT();
  if (!part.replaced.length && !part.replacedBy.length)
    return <Nothing text={t('Not superseded and replaces no other part')} />;
  const current = part.replacedBy.at(-1);
  return (
    <>
      <ol aria-label={t('Supersession chain')} className="portal-chain" style={chain}>
        {part.replaced.map((p) => (
          <li key={p.partNumber} style={link}>
            <PartLink partNumber={p.partNumber} /> →
          </li>
        ))}
        <li style={link} aria-current="page">
          <strong>{part.partNumber}</strong>
          {part.replacedBy.length > 0 && ' →'}
        </li>
        {part.replacedBy.map((p, i) => (
          <li key={p.partNumber} style={link}>
            <PartLink partNumber={p.partNumber} />
            {i < part.replacedBy.length - 1 && ' →'}
          </li>
        ))}
      </ol>
      {current && (
        <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
          {t('part.orderInstead', { partNumber: current.partNumber })}
        </Typography.Paragraph>
      )}
    </>
  );
}

const chain = {
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  margin: 0,
  padding: 0,
} as const;
const link = { whiteSpace: 'nowrap' } as const;
