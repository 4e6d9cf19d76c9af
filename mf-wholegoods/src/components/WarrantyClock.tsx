import { Alert, Descriptions } from '@portal/shared/kit';
import { longDate } from '@portal/shared/dates';
import type { MachineWire } from '@portal/shared/contract/machines';
import { useT } from '../i18n';

/** The due date's sentence, [due, overdue], by what the sale date comes from: the PDI's
 * delivery date, or the first claim, which proves the machine was sold by then. */
const DUE_TEXTS = {
  pdi: ['clock.due', 'clock.overdue'],
  claim: ['clock.claimDue', 'clock.claimOverdue'],
} as const;
const dueText = (from: 'pdi' | 'claim' | null, overdue: boolean) =>
  DUE_TEXTS[from ?? 'pdi'][overdue ? 1 : 0];

/** Requirements 001 §9's warranty clock of one machine, as the API computed it (Alberta business days,
 * decision 0036): coverage end dates once registered, the registration's due date before. */
export function WarrantyClock({ clock }: { clock: MachineWire['clock'] }) {
  const t = useT();
  if (!clock.registered)
    return (
      <div data-testid="warranty-clock">
        <Alert
          type={clock.overdue ? 'error' : 'warning'}
          showIcon
          message={t(clock.text)}
          description={
            clock.dueOn
              ? t(dueText(clock.saleFrom, clock.overdue), {
                  due: longDate(clock.dueOn),
                  sold: longDate(clock.saleDate),
                })
              : t('The sale date is not known yet: it is the Delivery Date of the PDI.')
          }
        />
      </div>
    );
  return (
    <Descriptions size="small" column={1} bordered data-testid="warranty-clock">
      <Descriptions.Item label={t('Coverage starts')}>
        {longDate(clock.startsOn)}{' '}
        {clock.startsFrom === 'dealerInvoice'
          ? t('(demo unit: the dealer invoice date)')
          : t('(delivery to the purchaser)')}
      </Descriptions.Item>
      <Descriptions.Item label={t('1-year limited parts and labour warranty ends')}>
        {longDate(clock.limitedEndsOn)}
      </Descriptions.Item>
      <Descriptions.Item label={t('3-year major component coverage ends')}>
        {longDate(clock.majorComponentsEndsOn)}
      </Descriptions.Item>
      {clock.replacedParts.map((p) => (
        <Descriptions.Item
          key={p.claimNumber}
          label={t('clock.replaced', { claim: p.claimNumber })}
        >
          {t('clock.coveredUntil', {
            ends: longDate(p.endsOn),
            installed: longDate(p.installedOn),
          })}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
