import { Typography } from '@portal/shared/kit';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { TERMS_SECTIONS } from '../rules/terms';

/** Spec 001 §2 'Terms and Conditions': twenty-four numbered sections (limits of spec 001 §9). */
export function TermsPage() {
  return (
    <section style={{ maxWidth: 880 }}>
      <PageTitle>Terms and Conditions</PageTitle>
      <Typography.Paragraph type="secondary">
        Terms and Conditions of Sale for authorized dealers.
      </Typography.Paragraph>
      <ol style={{ paddingLeft: 0, listStyle: 'none' }} aria-label="Terms and Conditions sections">
        {TERMS_SECTIONS.map((s, i) => (
          <li key={s.title} data-testid="terms-section" style={{ marginBottom: 20 }}>
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
