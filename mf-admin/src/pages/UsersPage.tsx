import { useSearchParams } from 'react-router';
import { Tabs } from '@portal/shared/kit';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { UsersTab } from '../components/UsersTab';
import { AuditLogTab } from '../components/AuditLogTab';
import { useT } from '../i18n';

/** Requirements 001 §2 'User Management' (ApplicationAdmin only; the shell guards the route), plus the
 * audit log (decision 0006), as a second tab kept in the URL (?tab=audit). */
export function UsersPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'audit' ? 'audit' : 'users';
  return (
    <section>
      <PageTitle>{t('User Management')}</PageTitle>
      <Tabs
        activeKey={tab}
        // A tab starts clean: its own search, paging and filters, and fresh rows from the server.
        onChange={(key) => setParams(key === 'audit' ? { tab: 'audit' } : {})}
        destroyOnHidden
        items={[
          { key: 'users', label: t('Users'), children: <UsersTab /> },
          { key: 'audit', label: t('Audit Log'), children: <AuditLogTab /> },
        ]}
      />
    </section>
  );
}
