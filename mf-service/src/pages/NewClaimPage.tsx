import { useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Input, Select, Space } from '@portal/shared/kit';
import { errorMessage, httpStatus, useAuth, useFormats } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { useMoney } from '@portal/shared/ui/money';
import { useDraft } from '@portal/shared/forms/useDraft';
import { createKeyKeeper } from '@portal/shared/forms/idempotency';
import {
  claimCredit,
  claimToday,
  emptyClaim,
  FAILURE_KINDS,
  needsAuthorization,
  type ClaimField,
  type ClaimInput,
  type ClaimPart,
} from '@portal/shared/warranty/claimRules';
import { WARRANTY_TERMS } from '@portal/shared/warranty/terms';
import { fileClaim } from '../api/fileClaim';
import { described, Field, Section } from '../components/ClaimFields';
import { PartsEditor } from '../components/PartsEditor';
import { claimProblemText, claimRefusalText } from '../components/claimProblemText';
import { claimProblems } from '@portal/shared/warranty/claimSchema';
import { useT } from '../i18n';

type TextField = 'serial' | 'authorizationNumber' | 'complaint' | 'cause' | 'correction';
type Touched = Partial<Record<ClaimField, true>>;

const toNumber = (v: string) => (v.trim() === '' ? null : Number(v));
const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** The draft key: per user and per dealer, so staff acting for two dealers keep two drafts. */
export const claimDraftKey = (email: string | undefined, dealerId: number | null) =>
  `portal:draft:claim:${(email ?? 'anonymous').toLowerCase()}:${dealerId ?? 'none'}`;

/**
 * Issue 26 point 5: a warranty claim filed online. The warranty statement's rules are checked as
 * the dealer types (shared/src/warranty/claimRules.ts, the same the API decides with) and the
 * credit it will claim is shown. The values are a draft that survives a reload; photos are not.
 */
export function NewClaimPage() {
  const t = useT();
  const fmt = useFormats();
  const money = useMoney();
  const [params] = useSearchParams();
  const email = useAuth((s) => s.user?.email);
  const dealerId = useAuth((s) => s.selectedDealer);
  const fromMachine = params.get('serial')?.trim() ?? '';
  const draft = useDraft<ClaimInput>(claimDraftKey(email, dealerId), () => emptyClaim(fromMachine));
  const c = draft.values;
  const [touched, setTouched] = useState<Touched>({});
  const [tried, setTried] = useState(false);
  const [failurePhotos, setFailurePhotos] = useState<File[]>([]);
  const [platePhotos, setPlatePhotos] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [filed, setFiled] = useState<{ claimNumber: string; creditCents: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const keys = useRef(createKeyKeeper());
  const busy = useRef(false);
  // A file input keeps its own list of files, which React cannot set: a new key after a claim is
  // filed mounts empty pickers, so none shows the photos just sent.
  const [pickers, setPickers] = useState(0);

  const failureCount = failurePhotos.length;
  const plateCount = platePhotos.length;
  const problems = useMemo(
    () => claimProblems(c, claimToday(), { failure: failureCount, serialPlate: plateCount }),
    [c, failureCount, plateCount],
  );
  const credit = claimCredit(c);
  // The rules' English lines, in the page's language.
  const problemText = (line: string | undefined) => line && claimProblemText(t, line);
  const shown = (field: ClaimField) =>
    tried || touched[field] ? problemText(problems[field]) : undefined;
  const touch = (...fields: ClaimField[]) =>
    setTouched((t) => ({ ...t, ...Object.fromEntries(fields.map((f) => [f, true])) }));

  function update<K extends keyof ClaimInput>(field: K, value: ClaimInput[K]) {
    draft.set(field, value);
    setFiled(null);
    touch(field);
  }

  const text = (field: TextField, label: string, opts: { wide?: boolean; area?: boolean } = {}) => {
    const id = `claim-${field}`;
    const error = shown(field);
    const Tag = opts.area ? Input.TextArea : Input;
    return (
      <Field id={id} label={label} error={error} wide={opts.wide}>
        <Tag
          id={id}
          value={c[field]}
          onChange={(e) => update(field, e.target.value)}
          status={error ? 'error' : undefined}
          {...(opts.area ? { autoSize: { minRows: 2, maxRows: 6 } } : {})}
          {...described(id, error)}
        />
      </Field>
    );
  };

  const date = (field: 'failureDate' | 'repairDate', label: string, hint?: string) => {
    const id = `claim-${field}`;
    const error = shown(field);
    return (
      <Field id={id} label={label} error={error} hint={hint}>
        <Input
          id={id}
          type="date"
          value={c[field]}
          max={claimToday()}
          onChange={(e) => update(field, e.target.value)}
          status={error ? 'error' : undefined}
          {...described(id, error, hint)}
        />
      </Field>
    );
  };

  const number = (field: 'hours' | 'labourHours', label: string, step: string) => {
    const id = `claim-${field}`;
    const error = shown(field);
    return (
      <Field id={id} label={label} error={error}>
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step={step}
          value={c[field] ?? ''}
          onChange={(e) => {
            update(field, toNumber(e.target.value));
            if (field === 'labourHours') touch('credit');
          }}
          status={error ? 'error' : undefined}
          {...described(id, error)}
        />
      </Field>
    );
  };

  const photoInput = (
    field: 'failurePhotos' | 'serialPhotos',
    label: string,
    files: File[],
    set: (f: File[]) => void,
  ) => {
    const id = `claim-${field}`;
    const error = shown(field);
    const hint = files.length ? files.map((f) => f.name).join(', ') : t('PDF, JPG or PNG');
    return (
      <Field id={id} label={label} error={error} hint={hint}>
        <input
          key={pickers}
          id={id}
          type="file"
          multiple
          accept={ACCEPT}
          onChange={(e) => {
            set(Array.from(e.target.files ?? []));
            setFiled(null);
            touch(field);
          }}
          {...described(id, error, hint)}
        />
      </Field>
    );
  };

  async function submit() {
    setTried(true);
    setFailure(null);
    if (Object.keys(problems).length || busy.current) return;
    busy.current = true;
    setSending(true);
    const files = { failure: failurePhotos, serialPlate: platePhotos };
    const sent = {
      claim: c,
      photos: [...failurePhotos, ...platePhotos].map((f) => [f.name, f.size]),
    };
    try {
      const answer = await fileClaim(c, files, keys.current.keyFor(sent));
      keys.current.reset();
      draft.clear();
      setFailurePhotos([]);
      setPlatePhotos([]);
      setPickers((n) => n + 1);
      setTouched({});
      setTried(false);
      setFiled({ claimNumber: answer.claimNumber, creditCents: answer.creditCents });
    } catch (e) {
      // A 400 names the rule the server refused; other failures keep a plain text.
      setFailure(
        httpStatus(e) === 400 || httpStatus(e) === 409
          ? claimRefusalText(t, errorMessage(e, t('Failed to submit the claim. Please try again.')))
          : t('Failed to submit the claim. Please try again.'),
      );
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  const problemList = tried ? Object.values(problems).map((p) => claimProblemText(t, p!)) : [];
  return (
    <section style={{ maxWidth: 1200 }}>
      <PageTitle>{t('New Warranty Claim')}</PageTitle>
      {draft.restored && (
        <Alert
          type="info"
          showIcon
          title={t(
            'Your unsent claim was restored from this browser. Photos are not kept: attach them again.',
          )}
          action={
            <Button size="small" onClick={() => (draft.clear(), setTouched({}), setTried(false))}>
              {t('Start over')}
            </Button>
          }
          closable={{ onClose: draft.dismissRestored }}
          style={{ marginBottom: 16 }}
        />
      )}
      {filed && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={t('claim.filed', {
            claimNumber: filed.claimNumber,
            credit: money(filed.creditCents / 100),
          })}
          action={<Link to="/service/open-claims">{t('Open Claims')}</Link>}
          style={{ marginBottom: 16 }}
        />
      )}
      {failure && (
        <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />
      )}
      {problemList.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('Please correct the following:')}
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {problemList.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <p style={{ marginTop: 0 }}>
        {t(
          'Your draft is kept in this browser as you type; photos are not kept and must be attached again after a reload.',
        )}
      </p>
      <form
        noValidate
        aria-label={t('New Warranty Claim')}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Section title={t('Machine and failure')}>
          {text('serial', t('Serial Number'))}
          {date('failureDate', t('Failure Date'))}
          {date(
            'repairDate',
            t('Repair Completion Date'),
            t('claim.dueHint', { days: WARRANTY_TERMS.claimBusinessDaysAfterRepair }),
          )}
          {number('hours', t('Hours'), '1')}
          <Field id="claim-failureKind" label={t('Failure Type')} error={shown('failureKind')}>
            <Select
              id="claim-failureKind"
              style={{ width: '100%' }}
              value={c.failureKind || undefined}
              placeholder={t('Select the failure type')}
              options={FAILURE_KINDS.map((k) => ({ value: k.value, label: t(k.label) }))}
              onChange={(v: ClaimInput['failureKind']) => update('failureKind', v)}
              status={shown('failureKind') ? 'error' : undefined}
            />
          </Field>
          {needsAuthorization(c.failureKind) &&
            text('authorizationNumber', t('Authorization Number'))}
        </Section>
        <Section title={t('Complaint, cause and correction')}>
          {text('complaint', t('Complaint'), { wide: true, area: true })}
          {text('cause', t('Cause'), { wide: true, area: true })}
          {text('correction', t('Correction'), { wide: true, area: true })}
        </Section>
        <Section title={t('Parts and labour')}>
          <PartsEditor
            parts={c.parts}
            problems={c.parts.map((_, i) => shown(`parts.${i}`))}
            onChange={(parts: ClaimPart[]) => {
              update('parts', parts);
              touch('credit', ...parts.map((_, i) => `parts.${i}` as const));
            }}
          />
          {number('labourHours', t('Labour Hours'), '0.1')}
        </Section>
        <Section title={t('Photos')}>
          {photoInput(
            'failurePhotos',
            t('Photos of the failure (at least 2)'),
            failurePhotos,
            setFailurePhotos,
          )}
          {photoInput(
            'serialPhotos',
            t('Photo of the serial plate (at least 1)'),
            platePhotos,
            setPlatePhotos,
          )}
        </Section>
        <section aria-label={t('Credit')} style={{ marginBottom: 16 }}>
          <h3 style={{ fontSize: 16 }}>{t('Credit claimed')}</h3>
          <dl
            style={{
              display: 'grid',
              gridTemplateColumns: 'max-content max-content',
              gap: '4px 16px',
              margin: 0,
            }}
          >
            <dt>{t('credit.labour', { rate: money(WARRANTY_TERMS.labourRateUsd) })}</dt>
            <dd style={{ margin: 0 }} data-testid="credit-labour">
              {money(credit.labourCents / 100)}
            </dd>
            <dt>{t('credit.parts', { markup: fmt.number(WARRANTY_TERMS.partsMarkup * 100) })}</dt>
            <dd style={{ margin: 0 }} data-testid="credit-parts">
              {money(credit.partsCents / 100)}
            </dd>
            <dt style={{ fontWeight: 600 }}>{t('Total')}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }} data-testid="credit-total">
              {money(credit.totalCents / 100)}
            </dd>
          </dl>
          {shown('credit') && (
            <div style={{ color: '#cf1322', fontSize: 13, marginTop: 4 }}>{shown('credit')}</div>
          )}
        </section>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={sending} disabled={sending}>
            {t('Submit Claim')}
          </Button>
          <Link to="/service/open-claims">{t('Back to Open Claims')}</Link>
        </Space>
      </form>
    </section>
  );
}
