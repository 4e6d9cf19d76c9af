import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  Form,
  Input,
  Select,
  Space,
  Typography,
  DeleteOutlined,
  PaperClipOutlined,
  SendOutlined,
} from '@portal/shared/kit';
import { isStaff, useAuth } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { sendSupportRequest } from '../api/resources';
import { SupportDealerField } from '../components/SupportDealerField';
import {
  ACCEPT,
  attachmentProblem,
  emptySupport,
  SUCCESS_TEXT,
  SUPPORT_CATEGORIES,
  sizeText,
  supportError,
  supportFormData,
  validateSupport,
  type SupportForm,
} from '../rules/support';
import { useT } from '../i18n';

type Outcome = { type: 'success' | 'error'; text: string } | null;

/** Requirements 001 §2 'Support Request' (/help/support), §5 validation, §7 the multipart mail, §8 texts. */
export function SupportPage() {
  const t = useT();
  const dealerName = useAuth((s) => s.dealerName) ?? '';
  const dealerId = useAuth((s) => s.selectedDealer ?? s.dealerId);
  const userEmail = useAuth((s) => s.user?.email) ?? '';
  // Staff with no dealer chosen pick the dealer the request is about, or none.
  const picksDealer = useAuth((s) => isStaff(s.role) && s.selectedDealer == null);
  const fresh = () => ({
    ...emptySupport(dealerName, dealerId ? String(dealerId) : ''),
    email: userEmail,
  });
  const [form, setForm] = useState<SupportForm>(fresh);
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  // The outcome shows above the form: bring it into view after a send from the bottom.
  useEffect(() => {
    if (outcome) outcomeRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [outcome]);

  // The dealer fields follow the context (it can arrive after the first render).
  useEffect(() => {
    setForm((f) => ({ ...f, dealerName, dealerId: dealerId ? String(dealerId) : '' }));
  }, [dealerName, dealerId]);

  const set = (k: keyof SupportForm) => (v: string) => setForm((f) => ({ ...f, [k]: v }));

  function addFiles(list: FileList | null) {
    const picked = Array.from(list ?? []);
    const problems: string[] = [];
    const kept = [...files];
    for (const file of picked) {
      const problem = attachmentProblem(file, kept.length);
      if (problem) problems.push(problem);
      else if (!kept.some((f) => f.name === file.name && f.size === file.size)) kept.push(file);
    }
    setFiles(kept);
    setFileProblems(problems);
    if (picker.current) picker.current.value = '';
  }

  async function submit() {
    if (sending) return;
    const problem = validateSupport(form);
    if (problem) {
      setOutcome({ type: 'error', text: problem });
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      await sendSupportRequest(
        supportFormData(form, files),
        picksDealer ? form.dealerId : undefined,
      );
      setOutcome({ type: 'success', text: t(SUCCESS_TEXT) });
      setForm(fresh());
      setFiles([]);
      setFileProblems([]);
    } catch (e) {
      setOutcome({ type: 'error', text: supportError(e) });
    } finally {
      setSending(false);
    }
  }

  const field = (
    id: keyof SupportForm,
    label: string,
    input: ReactNode,
    opts: { required?: boolean; wide?: boolean } = {},
  ) => (
    <Form.Item
      label={label}
      htmlFor={`support-${id}`}
      required={opts.required}
      style={{ marginBottom: 16, gridColumn: opts.wide ? '1 / -1' : undefined }}
    >
      {input}
    </Form.Item>
  );

  return (
    <section style={{ maxWidth: 880 }}>
      <PageTitle>{t('Support Request')}</PageTitle>
      <Typography.Paragraph type="secondary">
        {t(
          'Tell us what you need and our team will reply by e-mail. A copy of the request is sent to the address you enter.',
        )}
      </Typography.Paragraph>
      <div ref={outcomeRef} />
      {outcome && (
        <Alert
          type={outcome.type}
          showIcon
          title={outcome.text}
          role="alert"
          closable={{ onClose: () => setOutcome(null) }}
          style={{ marginBottom: 16 }}
        />
      )}
      <Card>
        <Form layout="vertical" component="div">
          <form
            noValidate
            aria-label={t('Support Request')}
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <div
              style={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
                columnGap: 16,
              }}
            >
              {picksDealer
                ? field(
                    'dealerName',
                    t('Dealer'),
                    <SupportDealerField
                      id="support-dealerName"
                      value={form.dealerId}
                      onChange={(d) =>
                        setForm((f) => ({
                          ...f,
                          dealerName: d?.name ?? '',
                          dealerId: d?.id ?? '',
                        }))
                      }
                    />,
                  )
                : field(
                    'dealerName',
                    t('Dealer Name'),
                    <Input
                      id="support-dealerName"
                      value={form.dealerName}
                      readOnly
                      variant="filled"
                    />,
                  )}
              {field(
                'dealerId',
                t('Dealer ID'),
                <Input id="support-dealerId" value={form.dealerId} readOnly variant="filled" />,
              )}
              {field(
                'email',
                t('Email'),
                <Input
                  id="support-email"
                  type="email"
                  autoComplete="email"
                  value={form.email}
                  onChange={(e) => set('email')(e.target.value)}
                />,
                { required: true },
              )}
              {field(
                'phoneNumber',
                t('Phone Number'),
                <Input
                  id="support-phoneNumber"
                  type="tel"
                  autoComplete="tel"
                  value={form.phoneNumber}
                  onChange={(e) => set('phoneNumber')(e.target.value)}
                />,
              )}
              {field(
                'subject',
                t('Subject'),
                <Input
                  id="support-subject"
                  maxLength={200}
                  value={form.subject}
                  onChange={(e) => set('subject')(e.target.value)}
                />,
                { required: true },
              )}
              {field(
                'category',
                t('Category'),
                <Select
                  id="support-category"
                  aria-label={t('Category')}
                  placeholder={t('Select a category')}
                  allowClear
                  value={form.category || undefined}
                  onChange={(v?: string) => set('category')(v ?? '')}
                  // The mailbox reads the English category; the label is the page's language's.
                  options={SUPPORT_CATEGORIES.map((c) => ({ value: c, label: t(c) }))}
                />,
              )}
              {field(
                'description',
                t('Description'),
                <Input.TextArea
                  id="support-description"
                  rows={6}
                  maxLength={5000}
                  value={form.description}
                  onChange={(e) => set('description')(e.target.value)}
                />,
                { required: true, wide: true },
              )}
            </div>

            <Form.Item
              label={t('Attachments')}
              htmlFor="support-attachments"
              extra={t('Optional. PDF, JPG, JPEG or PNG; up to 5 files of 10 MB each.')}
              style={{ marginBottom: 16 }}
            >
              <input
                ref={picker}
                id="support-attachments"
                type="file"
                multiple
                accept={ACCEPT}
                onChange={(e) => addFiles(e.target.files)}
                style={{ display: 'none' }}
              />
              <Button icon={<PaperClipOutlined />} onClick={() => picker.current?.click()}>
                {t('Add files')}
              </Button>
            </Form.Item>
            {fileProblems.map((p) => (
              <Typography.Paragraph key={p} type="danger" role="alert" style={{ marginTop: -8 }}>
                {p}
              </Typography.Paragraph>
            ))}
            {files.length > 0 && (
              <ul aria-label={t('Attached files')} style={{ listStyle: 'none', padding: 0 }}>
                {files.map((f) => (
                  <li
                    key={`${f.name}-${f.size}`}
                    style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '2px 0' }}
                  >
                    <PaperClipOutlined aria-hidden />
                    <span>{f.name}</span>
                    <Typography.Text type="secondary">({sizeText(f.size)})</Typography.Text>
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('support.remove', { name: f.name })}
                      onClick={() => setFiles((all) => all.filter((x) => x !== f))}
                    />
                  </li>
                ))}
              </ul>
            )}
            <Space>
              <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={sending}>
                {t('Submit Request')}
              </Button>
            </Space>
          </form>
        </Form>
      </Card>
    </section>
  );
}
