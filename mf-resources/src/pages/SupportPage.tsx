import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Form, Space, Typography, SendOutlined } from '@portal/shared/kit';
import { isStaff, useAuth } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { sendSupportRequest } from '../api/resources';
import { SupportFields } from '../components/support/SupportFields';
import { SupportAttachments, useAttachments } from '../components/support/SupportAttachments';
import {
  emptySupport,
  SUCCESS_TEXT,
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
  const attachments = useAttachments();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);

  // The outcome shows above the form: bring it into view after a send from the bottom.
  useEffect(() => {
    if (outcome) outcomeRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [outcome]);

  // The dealer fields follow the context (it can arrive after the first render).
  useEffect(() => {
    setForm((f) => ({ ...f, dealerName, dealerId: dealerId ? String(dealerId) : '' }));
  }, [dealerName, dealerId]);

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
        supportFormData(form, attachments.files),
        picksDealer ? form.dealerId : undefined,
      );
      setOutcome({ type: 'success', text: t(SUCCESS_TEXT) });
      setForm(fresh());
      attachments.clear();
    } catch (e) {
      setOutcome({ type: 'error', text: supportError(e) });
    } finally {
      setSending(false);
    }
  }

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
            <SupportFields
              form={form}
              picksDealer={picksDealer}
              set={(field, value) => setForm((f) => ({ ...f, [field]: value }))}
              setDealer={(d) =>
                setForm((f) => ({ ...f, dealerName: d?.name ?? '', dealerId: d?.id ?? '' }))
              }
            />
            <SupportAttachments attachments={attachments} />
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
