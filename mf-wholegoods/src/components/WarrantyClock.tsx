import { Alert, Descriptions } from '@portal/shared/kit';
import { longDate } from '@portal/shared/dates';
import type { MachineWire } from '@portal/shared/contract/machines';

/** Spec 001 §9's warranty clock of one machine, as the API computed it (Alberta business days,
 * decision 0036): coverage end dates once registered, the registration's due date before. */
export function WarrantyClock({ clock }: { clock: MachineWire['clock'] }) {
  if (!clock.registered)
    return (
      <div data-testid="warranty-clock">
        <Alert
          type={clock.overdue ? 'error' : 'warning'}
          showIcon
          message={clock.text}
          description={
            clock.dueOn
              ? `${clock.overdue ? 'Overdue: was due' : 'Due'} ${longDate(clock.dueOn)} (sold ${longDate(clock.saleDate)}, business days as the Alberta warranty department counts them).`
              : 'The sale date is not known yet: it is the Delivery Date of the PDI.'
          }
        />
      </div>
    );
  return (
    <Descriptions size="small" column={1} bordered data-testid="warranty-clock">
      <Descriptions.Item label="Coverage starts">
        {longDate(clock.startsOn)}
        {clock.startsFrom === 'dealerInvoice'
          ? ' (demo unit: the dealer invoice date)'
          : ' (delivery to the purchaser)'}
      </Descriptions.Item>
      <Descriptions.Item label="1-year limited parts and labour warranty ends">
        {longDate(clock.limitedEndsOn)}
      </Descriptions.Item>
      <Descriptions.Item label="3-year major component coverage ends">
        {longDate(clock.majorComponentsEndsOn)}
      </Descriptions.Item>
      {clock.replacedParts.map((p) => (
        <Descriptions.Item
          key={p.claimNumber}
          label={`Parts replaced under claim ${p.claimNumber}`}
        >
          Covered until {longDate(p.endsOn)} (90 days from {longDate(p.installedOn)} or the rest of
          the wholegood warranty, whichever is longer)
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
