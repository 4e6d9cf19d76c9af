import { mailBody, mailRecipients, mailSubject, REGISTRATIONS_MAILBOX } from '../src/rules/mail';
import { emptyPdi, pdiPayload } from '../src/rules/pdiForm';
import { emptyWarranty, warrantyPayload } from '../src/rules/warrantyForm';
import { createKeyKeeper } from '../src/components/idempotency';

describe('form mail (spec 001 §7)', () => {
  it("PDI 'PDI Completed - {model} - Serial #{serial}'; warranty 'Warranty Registration - {model} - Serial #{serial}'", () => {
    expect(mailSubject('pdi', 'Supreme 900T', 'SN-1')).toBe(
      'PDI Completed - Supreme 900T - Serial #SN-1',
    );
    expect(mailSubject('warranty', 'Segue 5T', 'SG-7')).toBe(
      'Warranty Registration - Segue 5T - Serial #SG-7',
    );
  });

  it('"registrations mailbox plus the dealer rep email, semicolon separated"', () => {
    expect(REGISTRATIONS_MAILBOX).toBe('registrations@supreme-dealers.example.com');
    expect(mailRecipients('rep@dealer.test', 'me@dealer.test')).toBe(
      `${REGISTRATIONS_MAILBOX};rep@dealer.test`,
    );
    // The rep field left empty: the signed-in rep's own address.
    expect(mailRecipients('  ', 'me@dealer.test')).toBe(`${REGISTRATIONS_MAILBOX};me@dealer.test`);
    expect(mailRecipients(null)).toBe(REGISTRATIONS_MAILBOX);
    expect(mailRecipients('not an address')).toBe(REGISTRATIONS_MAILBOX);
    expect(mailRecipients(REGISTRATIONS_MAILBOX.toUpperCase())).toBe(REGISTRATIONS_MAILBOX);
  });

  it('the PDI summary labels every field, escapes what was typed and counts each checklist', () => {
    const f = emptyPdi('2026-11-21');
    f.notes = '<script>x</script>';
    f.scaleManualProvided = true;
    f.operation = 'dairy';
    f.numCows = 320;
    f.checklists.tub = [true, true];
    const html = mailBody('pdi', pdiPayload(f));
    expect(html).toContain('<h2>PDI Submission</h2>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<th align="left">Scale manual provided to the owner</th><td>Yes</td>');
    expect(html).toContain('<th align="left">Unit properly assembled</th><td>No</td>');
    expect(html).toContain('<th align="left">PDI Date</th><td>2026-11-21</td>');
    expect(html).toContain('<th align="left">Operation Type</th><td>Dairy</td>');
    expect(html).toContain('<th align="left">Number of Cows</th><td>320</td>');
    // Only the chosen operation's counts.
    expect(html).not.toContain('Loads per Day');
    expect(html).toContain('<th align="left">Tub</th><td>2/2</td>');
    expect(html).toContain('<th align="left">Fluids and lubrication</th><td>0/11</td>');
  });

  it('the registration summary names the sale date and both sets of certifications', () => {
    const f = emptyWarranty();
    f.deliveryDate = '2026-11-18';
    f.informationAccurate = true;
    f.operation = 'composting';
    f.loadsPerDay = 4;
    const html = mailBody('warranty', warrantyPayload(f));
    expect(html).toContain('<h2>Warranty Registration</h2>');
    expect(html).toContain('<th align="left">Dealer Sale Date</th><td>2026-11-18</td>');
    expect(html).toContain(
      '<th align="left">The information on this form is accurate</th><td>Yes</td>',
    );
    expect(html).toContain('<th align="left">I accept delivery of the equipment</th><td>No</td>');
    expect(html).toContain('<th align="left">Loads per Day</th><td>4</td>');
    expect(html).toContain('<th align="left">Max Weight per Load (lb)</th><td>0</td>');
    expect(html).not.toContain('Number of Cows');
    expect(html).not.toContain('Inspection checklists');
  });
});

describe('idempotency key per submission', () => {
  it('the same values keep their key (a double click or a retry); changed values get a new one', () => {
    let n = 0;
    const keys = createKeyKeeper(() => `k${++n}`);
    expect(keys.keyFor({ a: 1 })).toBe('k1');
    expect(keys.keyFor({ a: 1 })).toBe('k1');
    expect(keys.keyFor({ a: 2 })).toBe('k2');
    keys.reset(); // after a success the next submission is new even with equal values
    expect(keys.keyFor({ a: 2 })).toBe('k3');
  });
});
