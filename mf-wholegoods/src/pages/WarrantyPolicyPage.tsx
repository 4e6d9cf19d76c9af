import { Card, Table, Typography } from '@portal/shared/kit';
import { ScrollRegion } from '@portal/shared/ui/ScrollRegion';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { WarrantyGuidelines } from '@portal/shared/ui/warranty/WarrantyGuidelines';
import { EnglishGoverns } from '@portal/shared/ui/EnglishGoverns';
import { useT } from '../i18n';

const { Title, Paragraph } = Typography;

// Requirements 001 §9: the coverage table's columns and rows. The spec does not give the cell values,
// so every cell says so rather than inventing a term.
const SUPREME_PERIODS = ['30 Days', '90 Days', '1 Year', '2 Years', '3 Years', '5 Years'];
const SEGUE_PERIODS = ['30 Days', '1 Year', '2 Years', '3 Years', '5 Years'];
const COMPONENTS = [
  'Batteries',
  'Controller software',
  'Scales',
  'Remote displays',
  'Gearboxes',
  'Pumps',
  'Motors',
  'Hydrostatic drive',
  'Planetaries',
  'Powershift transmissions',
  'Chassis',
  'Tires/rims',
  'Wear items',
  'Limited-drive wholegood units',
];
const CELL = 'Contact warranty';

function CoverageTable({ family, periods }: { family: string; periods: string[] }) {
  return (
    <ScrollRegion label={`${family} models coverage`}>
      <Table
        size="small"
        pagination={false}
        rowKey="component"
        dataSource={COMPONENTS.map((component) => ({ component }))}
        columns={[
          { key: 'component', dataIndex: 'component', title: `${family} models` },
          ...periods.map((p) => ({ key: p, title: p, render: () => CELL })),
        ]}
      />
    </ScrollRegion>
  );
}

/** Requirements 001 §2 'Wholegoods Warranty Policy' followed by the 'Wholegoods Warranty Statement',
 * written from the figures of requirements 001 §9. A legal text: in another language its title is
 * translated and the text stays English under the notice that the English governs (decision 0057). */
export function WarrantyPolicyPage() {
  const t = useT();
  return (
    <section>
      <PageTitle>{t('Wholegoods Warranty Policy')}</PageTitle>
      <EnglishGoverns />
      <Card lang="en">
        <Title level={3}>Coverage</Title>
        <ul>
          <li>
            Every new wholegood carries a 1-year limited parts and labour warranty from the date of
            delivery to the original purchaser.
          </li>
          <li>Major components are covered for 3 years.</li>
          <li>Demo units start their warranty on the dealer invoice date.</li>
          <li>
            Dinamica Generale labour is covered for 18 months from the date of manufacture.
            Purchased components are limited to their manufacturer&apos;s warranty period.
          </li>
        </ul>
        <Title level={3}>Dealer and Owner Obligations</Title>
        <ul>
          <li>Damage or missing options found on delivery must be reported within 48 hours.</li>
          <li>
            The warranty registration, with the PDI, is due within 10 business days of the sale.
          </li>
          <li>
            The end user gives the dealer written notice of a defect within 7 days of finding it.
          </li>
          <li>Claims are handled by the factories in Alberta, Canada and Kansas, USA.</li>
        </ul>
        <Title level={3}>Coverage by Component</Title>
        <Paragraph type="secondary">
          The coverage period of each component depends on the model; the warranty department
          confirms it for a given serial number.
        </Paragraph>
        <CoverageTable family="Supreme" periods={SUPREME_PERIODS} />
        <div style={{ height: 16 }} />
        <CoverageTable family="Segue" periods={SEGUE_PERIODS} />

        <Title level={3} style={{ marginTop: 32 }}>
          Wholegoods Warranty Statement
        </Title>
        <Title level={4}>What This Warranty Does Not Cover</Title>
        <Paragraph>
          Normal wear items, damage from accident, misuse, neglect, improper operation or
          adjustment, lack of the maintenance in the operator&apos;s manual, alterations not
          approved by the manufacturer, and transport damage not reported within 48 hours.
        </Paragraph>
        <Title level={4}>The Only Express Warranty</Title>
        <Paragraph>
          This statement is the only express warranty the manufacturer gives. No dealer or employee
          may extend or change it.
        </Paragraph>
        <Title level={4}>Limited Liability</Title>
        <Paragraph>
          The manufacturer&apos;s liability is limited to repairing or replacing defective parts and
          crediting labour as set out below. It is not liable for loss of use, loss of feed or
          livestock, or other incidental or consequential damages.
        </Paragraph>
        <WarrantyGuidelines />
      </Card>
    </section>
  );
}
