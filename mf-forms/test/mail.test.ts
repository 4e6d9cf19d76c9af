import { mailBody, mailRecipients, mailSubject, REGISTRATIONS_MAILBOX } from '../src/rules/mail';
import { emptyChecklists } from '../src/rules/checklists';
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
    expect(mailRecipients('rep@dealer.test')).toBe(`${REGISTRATIONS_MAILBOX};rep@dealer.test`);
    expect(mailRecipients('  ')).toBe(REGISTRATIONS_MAILBOX);
    expect(mailRecipients(null)).toBe(REGISTRATIONS_MAILBOX);
  });

  it('the HTML summary escapes what was typed and lists each checklist with its count', () => {
    const lists = emptyChecklists();
    lists.tub = [true, true];
    const html = mailBody(
      'PDI Submission',
      [
        ['Notes', '<script>x</script>'],
        ['Scale manual', true],
      ],
      lists,
    );
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<td>Yes</td>');
    expect(html).toContain('Tub (2/2)');
    expect(html).toContain('Fluids and lubrication (0/11)');
  });
});

describe('idempotency key per submission (issue 12)', () => {
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
