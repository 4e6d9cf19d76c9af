import {
  attachmentProblem,
  emptySupport,
  MAX_FILE_BYTES,
  REQUIRED_ALERT,
  SUPPORT_CATEGORIES,
  supportError,
  supportFormData,
  supportMail,
  validateSupport,
} from '../src/rules/support';

const filled = {
  ...emptySupport('Prairie Feed Equipment', '1001'),
  email: 'bea@dealer.example.com',
  phoneNumber: '555-0100',
  subject: 'Scale reads zero',
  category: 'Technical Support',
  description: 'The indicator shows 0 <always>.',
};

describe('support form (spec 001 §5)', () => {
  it('has the six categories of spec 001 §9', () => {
    expect(SUPPORT_CATEGORIES).toEqual([
      'Technical Support',
      'Product Information',
      'Order Status',
      'Warranty Claims',
      'Parts Inquiry',
      'General Question',
    ]);
  });

  it.each(['email', 'subject', 'description'] as const)('requires %s', (k) => {
    expect(validateSupport({ ...filled, [k]: '   ' })).toBe(
      'Please fill out all required fields (email, subject, description).',
    );
  });

  it('does not require phone or category', () => {
    expect(validateSupport({ ...filled, phoneNumber: '', category: '' })).toBeNull();
    expect(REQUIRED_ALERT).toBe(
      'Please fill out all required fields (email, subject, description).',
    );
  });

  it('accepts pdf, jpg, jpeg and png by extension in any case, up to 5 of 10 MB', () => {
    for (const name of ['a.pdf', 'b.JPG', 'c.jpeg', 'd.Png'])
      expect(attachmentProblem({ name, size: 10 }, 0)).toBeNull();
    expect(attachmentProblem({ name: 'e.docx', size: 10 }, 0)).toMatch(
      /only pdf, jpg, jpeg and png/,
    );
    expect(attachmentProblem({ name: 'noext', size: 10 }, 0)).not.toBeNull();
    expect(attachmentProblem({ name: 'big.pdf', size: MAX_FILE_BYTES + 1 }, 0)).toMatch(/10 MB/);
    expect(attachmentProblem({ name: 'six.pdf', size: 1 }, 5)).toBe(
      'At most 5 files can be attached',
    );
  });

  it('mails the warranty mailbox and the requester, subject prefixed, fields escaped', () => {
    const mail = supportMail(filled);
    expect(mail.to).toBe('warranty@supreme-dealers.example.com;bea@dealer.example.com');
    expect(mail.subject).toBe('Support Request: Scale reads zero');
    for (const label of [
      'Dealer Name',
      'Dealer ID',
      'Email',
      'Phone',
      'Subject',
      'Category',
      'Description',
    ])
      expect(mail.body).toContain(`<th align="left">${label}</th>`);
    expect(mail.body).toContain('0 &lt;always&gt;.');
  });

  it('sends the spec fields, each form field and repeated Attachments', () => {
    const files = [new File(['%PDF-1'], 'a.pdf'), new File(['x'], 'b.png')];
    const data = supportFormData(filled, files);
    expect(data.get('subject')).toBe('Support Request: Scale reads zero');
    expect(data.get('email')).toBe('bea@dealer.example.com');
    expect(data.get('dealerId')).toBe('1001');
    expect(data.getAll('Attachments').map((f) => (f as File).name)).toEqual(['a.pdf', 'b.png']);
  });
});

describe('support errors (spec 001 §8)', () => {
  it('a server answer reads Server error: {status} - {text}', () => {
    const e = {
      response: {
        status: 413,
        statusText: 'Payload Too Large',
        data: { message: 'At most 5 attachments can be sent' },
      },
    };
    expect(supportError(e)).toBe(
      'Error sending support request: Server error: 413 - At most 5 attachments can be sent',
    );
    expect(supportError({ response: { status: 502, statusText: 'Bad Gateway', data: '' } })).toBe(
      'Error sending support request: Server error: 502 - Bad Gateway',
    );
  });

  it('otherwise the message, or Unknown error', () => {
    expect(supportError(new Error('Network Error'))).toBe(
      'Error sending support request: Network Error',
    );
    expect(supportError('???')).toBe('Error sending support request: Unknown error');
  });
});
