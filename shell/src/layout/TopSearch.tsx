import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AutoComplete, Input } from '@portal/shared/kit';
import { api, useAuth } from '@portal/shared';
import type { SearchAnswer, SearchHit, SearchKind } from '@portal/shared/contract/machines';

/** The groups of the answer, in the order they are shown. */
const GROUPS: [SearchKind, string][] = [
  ['serial', 'Serial Numbers'],
  ['wholegoodsOrder', 'Wholegoods Orders'],
  ['partsOrder', 'Parts Orders'],
  ['invoice', 'Invoices'],
  ['claim', 'Claims'],
];

/**
 * Issue 26: one field in the top bar that finds, for the acting dealer, a serial number, an order,
 * an invoice or a claim by the start of its number, and opens it (a serial its machine page, the
 * rest their list filtered to them). Arrow keys move through the hits, Enter opens one.
 */
export function TopSearch({ compact }: { compact: boolean }) {
  const dealerId = useAuth((s) => s.selectedDealer);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [hits, setHits] = useState<SearchHit[]>([]);
  const asked = useRef(0);

  useEffect(() => {
    const q = text.trim();
    const n = ++asked.current;
    if (!q || dealerId == null) {
      setHits([]);
      return;
    }
    api.get<SearchAnswer>(`/search/${dealerId}`, { params: { q } }).then(
      // Only the answer to the latest keystroke is shown.
      (r) => n === asked.current && setHits(r.data.hits),
      () => n === asked.current && setHits([]),
    );
  }, [text, dealerId]);

  if (dealerId == null) return null;
  const options = GROUPS.map(([kind, label]) => ({
    label,
    options: hits
      .filter((h) => h.kind === kind)
      .map((h) => ({
        value: h.path,
        label: (
          <span>
            <strong>{h.value}</strong>
            {h.detail && <span style={{ color: '#666' }}> · {h.detail}</span>}
          </span>
        ),
      })),
  })).filter((g) => g.options.length);

  return (
    <AutoComplete
      value={text}
      options={options}
      onChange={(v: string) => setText(v.startsWith('/') ? text : v)}
      onSelect={(path: string) => {
        setText('');
        setHits([]);
        navigate(path);
      }}
      notFoundContent={text.trim() ? 'No matches' : null}
      style={{ width: compact ? 150 : 300 }}
      popupMatchSelectWidth={compact ? 280 : 360}
    >
      <Input.Search
        placeholder={compact ? 'Find...' : 'Find a serial, order, invoice or claim'}
        aria-label="Find by number (serial, order, invoice or claim)"
        allowClear
      />
    </AutoComplete>
  );
}
