import { Typography } from '@portal/shared/kit';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { EnglishGoverns } from '@portal/shared/ui/EnglishGoverns';
import { useT } from '../i18n';

const SECTIONS: [string, string[]][] = [
  [
    'Who we are',
    [
      'This policy explains how the manufacturer ("we", "us") collects, uses and protects personal information through the Dealer Portal, which serves our authorized dealers, their staff and our own sales staff and administrators.',
    ],
  ],
  [
    'Information we collect',
    [
      'Account information: your name, business e-mail address, job title, department, role and the dealership you belong to.',
      'Business records: orders, invoices, statements, warranty claims, pre-delivery inspections and warranty registrations, including the end-customer contact details you enter on those forms.',
      'Support requests: the contact details, description and attachments you send us.',
      'Technical information: sign-in times, the pages and documents you open, and the address and browser of your device, kept in security and audit logs.',
    ],
  ],
  [
    'How we use it',
    [
      'To run your account and sign you in; to process orders, warranty registrations, claims and rewards; to answer support requests; to send service, safety and program communications; to keep the portal secure and detect misuse; and to meet our legal and accounting obligations.',
    ],
  ],
  [
    'Cookies and browser storage',
    [
      "The portal keeps your signed-in session and unsent form drafts in your browser's storage. We do not use advertising cookies or sell information to advertisers.",
    ],
  ],
  [
    'Sharing',
    [
      'We share information only with your dealership, with service providers who host, mail or support the portal for us under confidentiality obligations, with component suppliers when a warranty claim requires it, and where the law requires. We do not sell personal information.',
    ],
  ],
  [
    'End-customer information',
    [
      'When you register a machine or submit a claim, you confirm that the purchaser has agreed to share their details with us for warranty, safety and product-update purposes.',
    ],
  ],
  [
    'Retention',
    [
      'We keep account information while your account is active, and business records for as long as warranty, tax and legal obligations require. Audit logs are kept for a limited period and then deleted.',
    ],
  ],
  [
    'Security',
    [
      'Access is protected by individual accounts, encrypted connections, role-based permissions and audit logging. Please keep your password private and tell us at once if you think your account has been misused.',
    ],
  ],
  [
    'Your choices and rights',
    [
      'You may ask to see, correct or delete your personal information, or object to how we use it, subject to the law of your province, state or country. Your dealership administrator or our support team can update your account details.',
    ],
  ],
  [
    'International transfers',
    [
      'We operate in Canada and the United States; information may be stored and processed in either country.',
    ],
  ],
  [
    'Changes to this policy',
    ['We may update this policy. The revision date below shows when it last changed.'],
  ],
  [
    'Contact us',
    [
      'Questions or requests about privacy can be sent through the Support Request page (category General Question) or to privacy@supreme-dealers.example.com.',
    ],
  ],
];

/** Requirements 001 §2 'Privacy Policy': static, revised October 2022. A legal text: its sections stay
 * English in every language, under the notice that the English version governs (decision 0057). */
export function PrivacyPage() {
  const t = useT();
  return (
    <section style={{ maxWidth: 880 }}>
      <PageTitle>{t('Privacy Policy')}</PageTitle>
      <EnglishGoverns />
      <Typography.Paragraph type="secondary">
        {t('Last revised: October 2022')}
      </Typography.Paragraph>
      {SECTIONS.map(([title, paragraphs]) => (
        <section key={title} lang="en">
          <Typography.Title level={3} style={{ fontSize: 17, marginBottom: 6 }}>
            {title}
          </Typography.Title>
          {paragraphs.map((p) => (
            <Typography.Paragraph key={p}>{p}</Typography.Paragraph>
          ))}
        </section>
      ))}
    </section>
  );
}
