import { Card, Typography, ReadOutlined } from '@portal/shared/kit';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { BRAND_RED } from '@portal/shared/ui/theme';
import { useT } from '../i18n';

/** Requirements 001 §2 'Training Categories': static, 'New Training Coming Soon'. */
export function TrainingPage() {
  const t = useT();
  return (
    <section>
      <PageTitle>{t('Training Categories')}</PageTitle>
      <Card style={{ maxWidth: 720 }}>
        <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
          <ReadOutlined style={{ fontSize: 40, color: BRAND_RED }} aria-hidden />
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('New Training Coming Soon')}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              {t('Sales and service training for Supreme and Segue equipment will be listed here.')}
            </Typography.Paragraph>
          </div>
        </div>
      </Card>
    </section>
  );
}
