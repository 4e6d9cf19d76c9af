import type { ReactNode } from 'react';
import { Form, Input, Select } from '@portal/shared/kit';
import { SUPPORT_CATEGORIES, type SupportForm } from '../../rules/support';
import { useT } from '../../i18n';
import { SupportDealerField } from '../SupportDealerField';

/** A labelled cell of the support form's grid; `wide` spans the whole row. */
function Cell({
  id,
  label,
  required,
  wide,
  children,
}: {
  id: keyof SupportForm;
  label: string;
  required?: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Form.Item
      label={label}
      htmlFor={`support-${id}`}
      required={required}
      style={{ marginBottom: 16, gridColumn: wide ? '1 / -1' : undefined }}
    >
      {children}
    </Form.Item>
  );
}

/**
 * The support request's fields (requirements 001 §2): the dealer (picked by staff with no dealer chosen,
 * else the acting dealer's, read-only), the requester's e-mail and phone, subject, category and
 * description.
 */
export function SupportFields({
  form,
  picksDealer,
  set,
  setDealer,
}: {
  form: SupportForm;
  picksDealer: boolean;
  set: (field: keyof SupportForm, value: string) => void;
  setDealer: (dealer: { id: string; name: string } | null) => void;
}) {
  const t = useT();
  const change = (field: keyof SupportForm) => (e: { target: { value: string } }) =>
    set(field, e.target.value);
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
        columnGap: 16,
      }}
    >
      {picksDealer ? (
        <Cell id="dealerName" label={t('Dealer')}>
          <SupportDealerField id="support-dealerName" value={form.dealerId} onChange={setDealer} />
        </Cell>
      ) : (
        <Cell id="dealerName" label={t('Dealer Name')}>
          <Input id="support-dealerName" value={form.dealerName} readOnly variant="filled" />
        </Cell>
      )}
      <Cell id="dealerId" label={t('Dealer ID')}>
        <Input id="support-dealerId" value={form.dealerId} readOnly variant="filled" />
      </Cell>
      <Cell id="email" label={t('Email')} required>
        <Input
          id="support-email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={change('email')}
        />
      </Cell>
      <Cell id="phoneNumber" label={t('Phone Number')}>
        <Input
          id="support-phoneNumber"
          type="tel"
          autoComplete="tel"
          value={form.phoneNumber}
          onChange={change('phoneNumber')}
        />
      </Cell>
      <Cell id="subject" label={t('Subject')} required>
        <Input
          id="support-subject"
          maxLength={200}
          value={form.subject}
          onChange={change('subject')}
        />
      </Cell>
      <Cell id="category" label={t('Category')}>
        <Select
          id="support-category"
          aria-label={t('Category')}
          placeholder={t('Select a category')}
          allowClear
          value={form.category || undefined}
          onChange={(v?: string) => set('category', v ?? '')}
          // The mailbox reads the English category; the label is the page's language's.
          options={SUPPORT_CATEGORIES.map((c) => ({ value: c, label: t(c) }))}
        />
      </Cell>
      <Cell id="description" label={t('Description')} required wide>
        <Input.TextArea
          id="support-description"
          rows={6}
          maxLength={5000}
          value={form.description}
          onChange={change('description')}
        />
      </Cell>
    </div>
  );
}
