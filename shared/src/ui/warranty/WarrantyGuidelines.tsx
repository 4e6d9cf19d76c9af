import { Typography } from '@portal/shared/kit';

const { Title, Paragraph } = Typography;

/** 'Warranty guidelines and process for wholegoods and parts' and 'Warranty claim procedure':
 * the same text on the wholegoods and the parts warranty statements (requirements 001 §2, figures §9).
 * A legal text: English in every language (decision 0057), at the end of a page that shows the
 * notice that the English version governs above its legal text (EnglishGoverns); `lang="en"` so
 * a screen reader reads it as English on a French page. */
export function WarrantyGuidelines() {
  return (
    <div lang="en">
      <Title level={3}>Warranty Guidelines and Process for Wholegoods and Parts</Title>
      <ul>
        <li>
          Replacement parts supplied under a warranty claim are warranted for 90 days or for the
          remainder of the wholegood warranty, whichever is longer.
        </li>
        <li>
          Components changed on dealer stock units carry a 90-day warranty; components removed from
          dealer stock units carry 0 days.
        </li>
        <li>
          Units sold more than 3 years after the dealer invoice date must have received the yearly
          or 1,500-hour service before a claim is accepted.
        </li>
        <li>The minimum claim amount is $100.</li>
        <li>Labour is credited at $125.00 per hour.</li>
        <li>Parts supplied by the dealer are credited at dealer cost plus 10%.</li>
        <li>
          When no fault is found, an evaluation fee applies: a minimum of 1 hour at $125.00/hr.
        </li>
        <li>
          An after-hours parts shipping request is charged a minimum of 2 hours ($150.00); extra
          time is charged at $75.00/hr.
        </li>
        <li>Returned parts that arrive dirty are charged a cleaning fee of $200.00.</li>
        <li>
          Major drive components are declined beyond 5,000 hours or if they have been disassembled.
        </li>
      </ul>

      <Title level={3}>Warranty Claim Procedure</Title>
      <ol>
        <li>
          Major drive and hydraulic failures need an authorization number from the factory before
          any repair begins.
        </li>
        <li>The work and the claim are due within 45 days of the failure.</li>
        <li>
          The claim form is submitted within 14 business days of the completion of the repair.
        </li>
        <li>
          Every claim includes at least 2 pictures of the failure and 1 picture of the serial
          number.
        </li>
        <li>Items the factory requests are returned within 30 business days.</li>
        <li>Removed parts are held for 90 days in case the factory asks for them.</li>
        <li>Parts whose credit was denied are returned to the dealer on request within 14 days.</li>
        <li>An appeal of a denied claim is due within 48 hours of the denial.</li>
      </ol>
      <Paragraph>
        <strong>Oil sample program.</strong> Wholegoods covered by the oil sample program need 12
        samples: the first at 100 hours, then one every 3 months over the 3-year warranty. Missed
        samples void the wholegood warranty.
      </Paragraph>
    </div>
  );
}
