import { Button, Col, DeleteOutlined, Input, PlusOutlined } from '@portal/shared/kit';
import type { ClaimPart } from '@portal/shared/warranty/claimRules';
import { useT } from '../i18n';

// Visible names in each input: a filled part row has no placeholder left to say which is which.
const Tag = ({ children }: { children: string }) => (
  <span aria-hidden style={{ color: 'rgba(0,0,0,0.55)' }}>
    {children}
  </span>
);

const toNumber = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
// A draft read back holds null where the form had no number (JSON has no NaN).
const shownNumber = (n: number | null) => (typeof n === 'number' && Number.isFinite(n) ? n : '');

/** The parts used in the repair: part number, quantity and dealer cost, one row each. */
export function PartsEditor({
  parts,
  problems,
  onChange,
}: {
  parts: ClaimPart[];
  problems: (string | undefined)[];
  onChange: (parts: ClaimPart[]) => void;
}) {
  const t = useT();
  const set = (i: number, change: Partial<ClaimPart>) =>
    onChange(parts.map((p, j) => (j === i ? { ...p, ...change } : p)));
  return (
    <Col xs={24} style={{ marginBottom: 12 }}>
      <div role="group" aria-label={t('Parts used')}>
        {parts.map((p, i) => (
          <div key={i} style={{ marginBottom: 8 }}>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
              <Input
                aria-label={t('part.number', { n: i + 1 })}
                placeholder={t('Part number')}
                prefix={<Tag>{t('Part no.')}</Tag>}
                value={p.partNumber}
                onChange={(e) => set(i, { partNumber: e.target.value })}
                style={{ flex: '2 1 160px' }}
              />
              <Input
                aria-label={t('part.quantity', { n: i + 1 })}
                placeholder={t('Quantity')}
                prefix={<Tag>{t('Qty')}</Tag>}
                type="number"
                min={1}
                step="1"
                value={shownNumber(p.quantity)}
                onChange={(e) => set(i, { quantity: toNumber(e.target.value) })}
                style={{ flex: '1 1 90px' }}
              />
              <Input
                aria-label={t('part.dealerCost', { n: i + 1 })}
                placeholder={t('Dealer cost')}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                prefix={<Tag>{t('Dealer cost $')}</Tag>}
                value={shownNumber(p.dealerCost)}
                onChange={(e) => set(i, { dealerCost: toNumber(e.target.value) })}
                style={{ flex: '1 1 120px' }}
              />
              <Button
                aria-label={t('part.remove', { n: i + 1 })}
                icon={<DeleteOutlined />}
                onClick={() => onChange(parts.filter((_, j) => j !== i))}
              />
            </div>
            {problems[i] && (
              <div style={{ color: '#cf1322', fontSize: 13, marginTop: 2 }}>{problems[i]}</div>
            )}
          </div>
        ))}
      </div>
      <Button
        icon={<PlusOutlined />}
        onClick={() =>
          onChange([...parts, { partNumber: '', quantity: 1, dealerCost: Number.NaN }])
        }
      >
        {t('Add Part')}
      </Button>
    </Col>
  );
}
