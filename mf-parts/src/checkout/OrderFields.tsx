import { useEffect, useState } from 'react';
import { AutoComplete, Form, Input, Select } from '@portal/shared/kit';
import type { SchemaForm } from '@portal/shared/forms/useSchemaForm';
import type { PartsOrderForm } from '@portal/shared/forms/partsOrderForm';
import { usDate } from '@portal/shared/dates';
import type { Checkout } from '../api/checkout';
import { usePoUsed, useSerials } from '../api/checkoutQueries';
import { useT } from '../i18n';

/** A field's label, its problem (said to screen readers through aria-describedby) and input. */
function Field({
  id,
  label,
  problem,
  warning,
  children,
}: {
  id: string;
  label: string;
  problem?: string;
  warning?: string;
  children: React.ReactNode;
}) {
  const help = problem ?? warning;
  return (
    <Form.Item
      label={<label htmlFor={id}>{label}</label>}
      validateStatus={problem ? 'error' : warning ? 'warning' : undefined}
      help={help ? <span id={`${id}-help`}>{help}</span> : undefined}
    >
      {children}
    </Form.Item>
  );
}

/** The order's fields: type, the machine's serial when it is down, PO number (flagged when used
 * in the last 12 months), ship-to, shipping method and notes. */
export function OrderFields({
  form,
  checkout,
}: {
  form: SchemaForm<PartsOrderForm>;
  checkout: Checkout;
}) {
  const t = useT();
  const { values, set, shown } = form;
  const po = usePoUsed(values.poNumber);
  const [serialTyped, setSerialTyped] = useState(values.serial);
  const serials = useSerials(values.orderType === 'machineDown' ? serialTyped : '');
  const used = po.data?.used && values.poNumber.trim() ? po.data : null;
  const described = (id: string, has: unknown) => (has ? { 'aria-describedby': `${id}-help` } : {});
  // A dealership with one address ships there: chosen for the buyer. With several, the buyer
  // chooses (a part sent to the wrong branch costs a second shipment).
  const onlyAddress = checkout.shipTo.length === 1 ? checkout.shipTo[0].id : 0;
  useEffect(() => {
    if (onlyAddress && !values.shipTo) set('shipTo', onlyAddress);
  }, [onlyAddress, values.shipTo, set]);

  return (
    <>
      <Field id="orderType" label={t('Order type')}>
        <Select
          id="orderType"
          value={values.orderType}
          onChange={(v) => set('orderType', v)}
          options={[
            { value: 'stock', label: t('Stock order') },
            { value: 'machineDown', label: t('Machine down (ships first)') },
          ]}
        />
      </Field>
      {values.orderType === 'machineDown' && (
        <Field id="serial" label={t('Serial Number')} problem={shown('serial')}>
          <AutoComplete
            id="serial"
            value={values.serial}
            placeholder={t('Type the start of the serial number')}
            onSearch={setSerialTyped}
            onChange={(v: string) => set('serial', v)}
            options={(serials.data ?? []).map((s) => ({
              value: s.serial,
              label: `${s.serial} · ${s.model}`,
            }))}
            {...described('serial', shown('serial'))}
          />
        </Field>
      )}
      <Field
        id="poNumber"
        label={t('PO number')}
        problem={shown('poNumber')}
        warning={
          used
            ? t('checkout.poUsed', {
                orderNumber: used.orderNumber ?? '',
                date: usDate(used.orderDate),
              })
            : undefined
        }
      >
        <Input
          id="poNumber"
          value={values.poNumber}
          maxLength={40}
          autoComplete="off"
          onChange={(e) => set('poNumber', e.target.value)}
          {...described('poNumber', shown('poNumber') ?? used)}
        />
      </Field>
      <Field id="shipTo" label={t('Ship to')} problem={shown('shipTo')}>
        <Select
          id="shipTo"
          value={values.shipTo || undefined}
          placeholder={t('Choose an address')}
          onChange={(v: number) => set('shipTo', v)}
          options={checkout.shipTo.map((a) => ({ value: a.id, label: `${a.name}, ${a.address}` }))}
          {...described('shipTo', shown('shipTo'))}
        />
      </Field>
      <Field id="shippingMethod" label={t('Shipping method')} problem={shown('shippingMethod')}>
        <Select
          id="shippingMethod"
          value={values.shippingMethod || undefined}
          onChange={(v: string) => set('shippingMethod', v)}
          options={checkout.shippingMethods.map((m) => ({ value: m.code, label: m.label }))}
        />
      </Field>
      <Field id="notes" label={t('Notes')} problem={shown('notes')}>
        <Input.TextArea
          id="notes"
          rows={3}
          maxLength={1000}
          value={values.notes}
          onChange={(e) => set('notes', e.target.value)}
        />
      </Field>
    </>
  );
}
