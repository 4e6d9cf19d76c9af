import { useMemo } from 'react';
import { Link } from 'react-router';
import { errorMessage, useLanguage } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { ListTable } from '@portal/shared/ui/list/ListTable';
import { useList } from '@portal/shared/ui/list/useList';
import { usePageSource } from '@portal/shared/ui/list/usePageSource';
import { useMoney } from '@portal/shared/ui/money';
import { Space, Typography } from '@portal/shared/kit';
import { catalogPages } from '../api/catalog';
import { useHasCart } from '../cart/cartAudience';
import { CartLink } from '../cart/CartLink';
import { useT } from '../i18n';
import { catalogColumns } from './catalogColumns';
import { DIAGRAMS_PATH } from './diagramLinks';
import { usePricesShown } from './pricesShown';

/**
 * Find a part: one search box (a number exact or by its start, an old number finding its
 * replacement, or words of the description in the page's language), results as every list
 * shows them (a table; cards on a phone). The search is the lists' own: kept in the URL, each
 * keystroke's page asked at once and the newest question's page shown (decision 0122).
 */
export function CatalogScreen() {
  const t = useT();
  const language = useLanguage();
  const money = useMoney();
  const prices = usePricesShown();
  const source = usePageSource(catalogPages(language), [language]);
  const cart = useHasCart();
  const columns = useMemo(
    () => catalogColumns(t, prices ? money : null, cart),
    [t, money, prices, cart],
  );
  const list = useList({ columns, source });
  const error = list.serverError
    ? errorMessage(list.serverError, t('Failed to search the catalog'))
    : null;
  return (
    <section>
      <PageTitle>{t('Parts Catalog')}</PageTitle>
      {/* A broad search is counted to a cap (decision 0133): say so, and how to narrow it. The
          whole catalogue (nothing typed) is browsed, not narrowed: its pager says '1,000+'. */}
      {list.more && list.search.trim() && (
        <Typography.Paragraph type="secondary" role="status">
          {t('catalog.more', { n: list.total })}
        </Typography.Paragraph>
      )}
      <ListTable
        list={list}
        rowKey={(h) => h.partNumber}
        error={error}
        cardTitle="partNumber"
        texts={{
          loading: t('Searching the catalog...'),
          empty: list.search.trim() ? t('No parts found') : t('No parts in the catalog'),
        }}
        searchPlaceholder={t('Part number or description')}
        toolbar={
          <Space wrap size="middle">
            <Link to={DIAGRAMS_PATH}>{t('Browse by diagram')}</Link>
            <CartLink />
          </Space>
        }
      />
    </section>
  );
}
