import { Typography } from '@portal/shared/kit';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { EnglishGoverns } from '@portal/shared/ui/EnglishGoverns';
import { TERMS_SECTIONS } from '../rules/terms';
import { useT } from '../i18n';

/** Requirements 001 §2 'Terms and Conditions': twenty-four numbered sections (limits of requirements 001 §9). A
 * legal text: its sections stay English in every language, under the notice that the English
 * version governs (decision 0057); the page's own words around it are translated. */
export function TermsPage() {
  const t = useT();
  return (
    <section style={{ maxWidth: 880 }}>
      <PageTitle>{t('Terms and Conditions')}</PageTitle>
      <EnglishGoverns />
      <Typography.Paragraph type="secondary">
        {t('Terms and Conditions of Sale for authorized dealers.')}
      </Typography.Paragraph>
      <ol
        style={{ paddingLeft: 0, listStyle: 'none' }}
        aria-label={t('Terms and Conditions sections')}
      >
        {TERMS_SECTIONS.map((s, i) => (
          <li key={s.title} lang="en" data-testid="terms-section" style={{ marginBottom: 20 }}>
            <Typography.Title level={3} style={{ fontSize: 17, marginBottom: 6 }}>
              {`${i + 1}. ${s.title}`}
            </Typography.Title>
            {s.paragraphs.map((p) => (
              <Typography.Paragraph key={p} style={{ marginBottom: 6 }}>
                {p}
              </Typography.Paragraph>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
