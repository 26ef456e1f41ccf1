'use client';
/**
 * The confirmation before an order is marked shipped: shipping issues its tax invoice, so the owner
 * sees which one, and may note the courier and consignment number that go with the parcel.
 */
import { CONSIGNMENT_NUMBER, COURIERS } from '@/lib/couriers';
import type { Order } from '@/lib/types/order';
import { adminTexts } from '../admin-texts';
import { ConfirmDialog } from '../confirm-dialog';
import styles from '../confirm-dialog.module.css';
import { InvoiceConsequence, useNextInvoiceNumber } from './invoice-consequence';

export interface Shipment {
  courier?: string;
  consignmentNumber?: string;
}

interface Props {
  order: Order;
  open: boolean;
  onConfirm: (shipment: Shipment) => void;
  onCancel: () => void;
}

const filled = (value: FormDataEntryValue | null) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export function ShipDialog({ order, open, onConfirm, onCancel }: Props) {
  const nextNumber = useNextInvoiceNumber(open && !order.invoice);
  return (
    <ConfirmDialog
      open={open}
      title={adminTexts.shipTitle(order.orderNumber)}
      confirmLabel={order.invoice ? adminTexts.confirmShip : adminTexts.confirmShipAndInvoice}
      ready={Boolean(order.invoice) || nextNumber !== null}
      onCancel={onCancel}
      onConfirm={(form) => {
        const courier = filled(form.get('courier'));
        const consignmentNumber = filled(form.get('consignmentNumber'));
        onConfirm({ ...(courier ? { courier } : {}), ...(consignmentNumber ? { consignmentNumber } : {}) });
      }}
    >
      <InvoiceConsequence order={order} nextNumber={nextNumber} />
      <div className={styles.field}>
        <label htmlFor={`${order._id}-courier`}>{adminTexts.courier}</label>
        <select id={`${order._id}-courier`} name="courier" defaultValue={order.courier ?? ''}>
          <option value="">{adminTexts.noCourier}</option>
          {COURIERS.map((courier) => (
            <option key={courier.id} value={courier.id}>
              {courier.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${order._id}-consignment`}>{adminTexts.consignmentNumber}</label>
        <input
          id={`${order._id}-consignment`}
          name="consignmentNumber"
          type="text"
          defaultValue={order.consignmentNumber ?? ''}
          pattern={CONSIGNMENT_NUMBER.source.replace(/^\^|\$$/g, '')}
          title={adminTexts.consignmentHint}
          maxLength={40}
          autoComplete="off"
        />
      </div>
    </ConfirmDialog>
  );
}
