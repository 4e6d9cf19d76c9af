import { useNavigate } from 'react-router';
import { Button, Space, Typography } from '@portal/shared/kit';
import { useAuth } from '@portal/shared';
import { StatusTag } from '@portal/shared/ui/StatusTag';
import { MachineForms } from '../MachineForms';
import { KIND_LABELS, type Machine } from '../machineTexts';
import { useT } from '../../i18n';

/** The online claim form (built beside Open Claims), opened for this serial. */
export const claimLink = (serial: string) =>
  `/service/claims/new?serial=${encodeURIComponent(serial)}`;

/** The clock's standing as a tag: the same facts the Warranty card shows in full. */
export function RegistrationTag({ clock }: { clock: Machine['clock'] }) {
  const t = useT();
  if (clock.registered) return <StatusTag tone="success">{t('Registered')}</StatusTag>;
  if (clock.overdue) return <StatusTag tone="error">{t('Registration overdue')}</StatusTag>;
  return <StatusTag tone="warning">{t('Not registered')}</StatusTag>;
}

/** The serial, model, family, kind and registration, and the forms to send for the machine. */
export function MachineHeader({ m }: { m: Machine }) {
  const t = useT();
  const navigate = useNavigate();
  const dealerCode = useAuth((s) => s.dealerCode);
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }} data-testid="machine-summary">
        <Typography.Text strong style={{ fontSize: 18 }}>
          {t('machine.serial', { serial: m.serialNumber })}
        </Typography.Text>
        <Typography.Text strong>{m.model ?? t('Model not known')}</Typography.Text>
        {m.productFamily && <StatusTag>{m.productFamily}</StatusTag>}
        {m.stock && (
          <StatusTag>
            {KIND_LABELS[m.stock.kind] ? t(KIND_LABELS[m.stock.kind]) : m.stock.kind}
          </StatusTag>
        )}
        <RegistrationTag clock={m.clock} />
      </Space>
      <div style={{ marginBottom: 16 }}>
        <Space wrap>
          <MachineForms model={m.model} serial={m.serialNumber} dealer={dealerCode} />
          <Button onClick={() => navigate(claimLink(m.serialNumber))}>{t('File a Claim')}</Button>
        </Space>
      </div>
    </>
  );
}
