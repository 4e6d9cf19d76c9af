import { useSearchParams } from 'react-router';
import { Tabs } from '@portal/shared/kit';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { ImportsTab } from '../components/imports/ImportsTab';
import { AccountsTab } from '../components/imports/AccountsTab';
import { useT } from '../i18n';

/** (beyond the spec; decision 0040): the import feed's runs and its service
 * accounts, ApplicationAdmin only (the access table guards the route). The tab is in the URL. */
export function ImportsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'accounts' ? 'accounts' : 'imports';
  return (
    <section>
      <PageTitle>{t('Data Imports')}</PageTitle>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'accounts' ? { tab: 'accounts' } : {})}
        destroyOnHidden
        items={[
          { key: 'imports', label: t('Imports'), children: <ImportsTab /> },
          { key: 'accounts', label: t('Service Accounts'), children: <AccountsTab /> },
        ]}
      />
    </section>
  );
}
