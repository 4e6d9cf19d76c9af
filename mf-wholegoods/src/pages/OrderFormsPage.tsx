import { Card, List, ExportOutlined } from '@portal/shared/kit';
import { EXTERNAL_LINKS } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { useT } from '../i18n';

/** Requirements 001 §2 'Order Forms & Systems': external links (their targets are configured in shared/src/links.ts). */
export function OrderFormsPage() {
  const t = useT();
  return (
    <section>
      <PageTitle>{t('Order Forms & Systems')}</PageTitle>
      <Card>
        <List
          dataSource={[...EXTERNAL_LINKS.orderForms]}
          renderItem={(f) => (
            <List.Item>
              <a href={f.href} target="_blank" rel="noopener noreferrer">
                {t(f.label)} <ExportOutlined />
              </a>
            </List.Item>
          )}
        />
      </Card>
    </section>
  );
}
