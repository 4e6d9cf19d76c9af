import { useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { AutoComplete, Button, Input, SearchOutlined, useKitLoaded } from '@portal/shared/kit';
import { HEADER_PX } from '@portal/shared/ui/theme';
import { useAuth } from '@portal/shared';
import { getQuery, keepSameDealer, useQuery } from '@portal/shared/query';
import { useT } from '../i18n';
import { warmKit } from '../app/warmKit';
import type { SearchAnswer, SearchHit, SearchKind } from '@portal/shared/contract/machines';

/** The groups of the answer, in the order they are shown. */
export const GROUPS: [SearchKind, string][] = [
  ['serial', 'Serial Numbers'],
  ['wholegoodsOrder', 'Wholegoods Orders'],
  ['partsOrder', 'Parts Orders'],
  ['invoice', 'Invoices'],
  ['claim', 'Claims'],
];

/**
 * One field in the top bar that finds, for the acting dealer, a serial number, an order,
 * an invoice or a claim by the start of its number, and opens it (a serial its machine page, the
 * rest their list filtered to them). Arrow keys move through the hits, Enter opens one.
 */
export function TopSearch({ compact }: { compact: boolean }) {
  const dealerId = useAuth((s) => s.selectedDealer);
  const t = useT();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const hits = useSearchHits(dealerId, text.trim());
  // On a phone the top bar has no room for the field: an icon opens it in a row of its own.
  const [open, setOpen] = useState(false);
  // The hits' list is an AutoComplete, in the kit's later part. Until the user points at or
  // focuses the field, and the later part is loaded, the field is the same Input.Search alone:
  // /home paints without the later part, and no page's first render builds a select nobody has
  // used yet (a fifth of the layout's first render). Pointing or focusing loads the
  // rest; a field focused meanwhile keeps the focus and its text when it is swapped.
  const kitLoaded = useKitLoaded();
  const [engaged, setEngaged] = useState(false);
  const [focused, setFocused] = useState(false);
  const engage = () => {
    setEngaged(true);
    warmKit();
  };

  if (dealerId == null) return null;
  const options = GROUPS.map(([kind, label]) => ({
    label: t(label),
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

  const searchProps = {
    placeholder: t('Find a serial, order, invoice or claim'),
    'aria-label': t('Find by number (serial, order, invoice or claim)'),
    allowClear: true,
    autoFocus: compact || focused,
    onKeyDown: (e: KeyboardEvent) => compact && e.key === 'Escape' && !text && setOpen(false),
  };
  const field = !(kitLoaded && engaged) ? (
    <Input.Search
      {...searchProps}
      // What it becomes once the list is loaded: a combobox whose list is closed.
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="list"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onFocus={() => {
        setFocused(true);
        engage();
      }}
      onBlur={() => setFocused(false)}
      onPointerEnter={engage}
      style={{ width: compact ? '100%' : 300 }}
    />
  ) : (
    <AutoComplete
      value={text}
      options={options}
      // Enter opens the first hit at once; the arrow keys move from it.
      defaultActiveFirstOption
      // Swapped in while the user was typing: the hits show without another keystroke.
      defaultOpen={focused && text.trim() !== ''}
      onChange={(v: string) => setText(v.startsWith('/') ? text : v)}
      onSelect={(path: string) => {
        setText('');
        setOpen(false);
        navigate(path);
      }}
      notFoundContent={text.trim() ? t('No matches') : null}
      style={{ width: compact ? '100%' : 300 }}
      popupMatchSelectWidth={compact ? true : 360}
    >
      <Input.Search {...searchProps} />
    </AutoComplete>
  );
  // The bar's line height would stretch the field to the bar's height.
  if (!compact) return <div style={{ lineHeight: 'normal' }}>{field}</div>;
  return (
    <>
      <Button
        type="text"
        aria-label={t('Find by number')}
        aria-expanded={open}
        icon={<SearchOutlined />}
        onClick={() => setOpen((o) => !o)}
        style={{ color: '#fff' }}
      />
      {open && (
        <div
          style={{
            position: 'absolute',
            top: HEADER_PX,
            left: 0,
            right: 0,
            padding: 8,
            background: '#fff',
            boxShadow: '0 2px 8px rgba(0,0,0,0.15)',
            lineHeight: 'normal',
          }}
        >
          {field}
        </div>
      )}
    </>
  );
}

/**
 * The hits for the text typed, for the acting dealer: the latest keystroke's answer, the
 * previous one's kept until it arrives (the list does not blink empty between keystrokes).
 */
function useSearchHits(dealerId: number | null, q: string): SearchHit[] {
  const options = getQuery<SearchAnswer>(dealerId, `/search/${dealerId}`, { q });
  const answer = useQuery({
    ...options,
    enabled: q !== '' && dealerId != null,
    placeholderData: (previous, previousQuery) =>
      keepSameDealer(previous, previousQuery, options.queryKey),
  });
  return q && !answer.isError ? (answer.data?.hits ?? []) : [];
}
