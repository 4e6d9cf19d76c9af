import { Card, Typography } from '@portal/shared/kit';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { WarrantyGuidelines } from '@portal/shared/ui/warranty/WarrantyGuidelines';
import { EnglishGoverns } from '@portal/shared/ui/EnglishGoverns';
import { useT } from '../i18n';

const { Title, Paragraph } = Typography;

/** Requirements 001 §2 'Parts Warranty Statement': a limited ninety-day parts warranty, then the same
 * guidelines and claim procedure as the wholegoods statement. A legal text: shown in English in
 * every language, under the notice that the English version governs (decision 0057). */
export function WarrantyStatementPage() {
  const t = useT();
  return (
    <section>
      <PageTitle>{t('PARTS WARRANTY STATEMENT(S)')}</PageTitle>
      <EnglishGoverns />
      <Card lang="en">
        <Title level={3}>Limited Ninety-Day Parts Warranty</Title>
        <Paragraph>
          Genuine replacement parts sold by the manufacturer are warranted to be free from defects
          in material and workmanship for 90 days from the date of installation. During that period
          the manufacturer will, at its option, repair or replace a part that fails under normal use
          and service, and credit labour at the published rate, when the claim follows the
          guidelines and procedure below.
        </Paragraph>
        <Paragraph>
          This warranty does not cover parts damaged by accident, misuse, neglect, improper
          installation or lack of maintenance, nor normal wear items. It is the only express
          warranty given for parts; any implied warranty is limited to the same 90 days, and the
          manufacturer is not liable for incidental or consequential damages.
        </Paragraph>
        <WarrantyGuidelines />
      </Card>
    </section>
  );
}
