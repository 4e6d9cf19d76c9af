import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AutoComplete, Button, Input } from '@portal/shared/kit';
import { errorMessage } from '@portal/shared';
import { ListTable } from '@portal/shared/ui/list/ListTable';
import { useList, type ListColumn } from '@portal/shared/ui/list/useList';
import { useStaffWords } from '@portal/shared/ui/staffWords';
import type { AuditEntry } from '../api/users';
import { useAudit, useDealerRefs, useUsers } from '../api/usersQueries';
import { auditActionLabel, auditDetail, auditQuery } from '../rules/audit';
import { formatUtc, parseUtc } from '../rules/lastLogin';
import { parseTradingPartner } from '../rules/userForm';
import { useT } from '../i18n';

const PREFIX = 'audit-';

/** Beyond the spec: who acted as which dealer and who changed which user, newest
 * first, filtered on the server by user e-mail and dealer (both kept in the URL). */
export function AuditLogTab() {
  const t = useT();
  const { screens } = useStaffWords();
  const when = (iso: string) => {
    const d = parseUtc(iso);
    return d ? formatUtc(d, { seconds: true }) : t('Date error');
  };
  const dealers = useDealerRefs();
  const users = useUsers();
  const emails = users.data?.map((u) => u.email) ?? [];
  const code = (id: number | null) => dealers.data?.find((d) => d.id === id)?.code ?? null;
  const dealerText = (id: number | null) =>
    id == null ? '' : code(id) ? `${code(id)} (${id})` : String(id);

  const columns: ListColumn<AuditEntry>[] = [
    {
      key: 'at',
      title: t('When'),
      value: (r) => r.at,
      render: (r) => when(r.at),
    },
    { key: 'userEmail', title: t('User'), value: (r) => r.userEmail },
    { key: 'action', title: t('Action'), value: (r) => auditActionLabel(r.action) },
    {
      key: 'dealer',
      title: t('Dealer'),
      value: (r) => r.dealerId,
      render: (r) => dealerText(r.dealerId),
    },
    {
      key: 'detail',
      title: t('Detail'),
      value: (r) => auditDetail(r, when, screens),
    },
  ];

  // The server filters (exact e-mail, dealer ID) live in the URL with the list's other state.
  const [search, setSearch] = useSearchParams();
  const user = search.get(`${PREFIX}user`) ?? '';
  const dealer = search.get(`${PREFIX}dealer`) ?? '';
  const data = useAudit(auditQuery({ user, dealer: dealer ? Number(dealer) : null }));
  const list = useList<AuditEntry>({
    columns,
    paramPrefix: PREFIX,
    filterDefaults: { user: '', dealer: '' },
    rows: data.data ?? [],
    searchFields: (r) => [
      r.at,
      r.userEmail,
      auditActionLabel(r.action),
      dealerText(r.dealerId),
      r.detail,
    ],
  });

  // The inputs hold what is typed; a filter applies on Enter, on a pick, or on leaving the field.
  const [draft, setDraft] = useState({ user, dealer });
  // A URL change (back, clear, another filter) shows in a field unless something else has been
  // typed there since: the router applies URL changes in a transition, which can land after the
  // next keystrokes, and must not wipe them.
  const shown = useRef({ user, dealer });
  useEffect(() => {
    setDraft((d) => ({
      user: d.user === shown.current.user ? user : d.user,
      dealer: d.dealer === shown.current.dealer ? dealer : d.dealer,
    }));
    shown.current = { user, dealer };
  }, [user, dealer]);
  const applyUser = (v: string) => list.setFilter('user', v.trim().toLowerCase());
  // A code ('D1007') is resolved through the dealer list: typed before that list has arrived, it
  // waits for it instead of being taken for no dealer and wiped.
  const waitingDealer = useRef<string | null>(null);
  const applyDealer = (v: string) => {
    if (dealers.isPending) {
      waitingDealer.current = v;
      return;
    }
    const id = parseTradingPartner(v, dealers.data ?? []);
    list.setFilter('dealer', id == null ? '' : String(id));
    if (id == null) setDraft((d) => ({ ...d, dealer: '' }));
  };
  useEffect(() => {
    const v = waitingDealer.current;
    if (dealers.isPending || v == null) return;
    waitingDealer.current = null;
    applyDealer(v);
  });

  return (
    <ListTable
      list={list}
      rowKey={(r) => r.id}
      loading={data.isPending}
      error={data.error ? errorMessage(data.error, t('Failed to load the audit log')) : null}
      texts={{ loading: t('Loading audit log...'), empty: t('No audit entries found') }}
      searchPlaceholder={t('Search audit log...')}
      toolbar={
        <>
          <AutoComplete
            aria-label={t('Filter by user email')}
            placeholder={t('User email')}
            style={{ width: 240 }}
            value={draft.user}
            options={emails
              .filter((e) => e.includes(draft.user.trim().toLowerCase()))
              .slice(0, 50)
              .map((e) => ({ value: e }))}
            onChange={(v: string) => setDraft((d) => ({ ...d, user: v ?? '' }))}
            onSelect={(v: string) => applyUser(v)}
            onBlur={() => applyUser(draft.user)}
            onKeyDown={(e) => e.key === 'Enter' && applyUser(draft.user)}
            allowClear
            onClear={() => applyUser('')}
          />
          <Input
            aria-label={t('Filter by dealer')}
            placeholder={t('Dealer ID or code')}
            // French's 'ID ou code du concessionnaire' needs the room.
            style={{ width: 240 }}
            value={draft.dealer}
            onChange={(e) => setDraft((d) => ({ ...d, dealer: e.target.value }))}
            onPressEnter={() => applyDealer(draft.dealer)}
            onBlur={() => applyDealer(draft.dealer)}
            allowClear
          />
          {(user || dealer) && (
            <Button
              // One URL change for both: two setFilter calls in one tick would each start from
              // the same old query, and the second would bring the first filter back.
              onClick={() => {
                setDraft({ user: '', dealer: '' });
                setSearch((prev) => {
                  const next = new URLSearchParams(prev);
                  for (const k of ['user', 'dealer', 'page']) next.delete(`${PREFIX}${k}`);
                  return next;
                });
              }}
            >
              {t('Clear filters')}
            </Button>
          )}
        </>
      }
    />
  );
}
