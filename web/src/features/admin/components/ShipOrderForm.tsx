import { z } from 'zod';
import { orderTransitionSchema } from '@shop/core/orders';
import { FormAlert } from '../../../components/FormAlert.tsx';
import formStyles from '../../../components/Form.module.css';
import { TextField } from '../../../components/TextField.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import styles from './OrderAdmin.module.css';

/** Core's transition fields, both required to ship (the lifecycle refuses a shipment without them). */
const shipmentSchema = z.object({
  carrier: orderTransitionSchema.shape.carrier.unwrap(),
  trackingNumber: orderTransitionSchema.shape.trackingNumber.unwrap(),
});
type Shipment = z.infer<typeof shipmentSchema>;

type Props = { isBusy: boolean; onShip: (shipment: Shipment) => Promise<unknown> };

/** "Mark shipped": the carrier and the tracking number the shopper will see and be emailed. */
export function ShipOrderForm({ isBusy, onShip }: Props) {
  const form = useSchemaForm(shipmentSchema, { defaultValues: { carrier: '', trackingNumber: '' } });

  const submit = form.handleSubmit(async (shipment) => {
    try {
      await onShip(shipment);
    } catch (error) {
      form.showRefusal(error);
    }
  });

  return (
    <form className={`${formStyles.form} ${styles.subForm}`} onSubmit={(event) => void submit(event)} noValidate aria-label="Mark shipped">
      <div className={styles.pair}>
        <TextField label="Carrier" autoComplete="off" placeholder="Royal Mail" {...form.field('carrier')} />
        <TextField label="Tracking number" autoComplete="off" {...form.field('trackingNumber')} />
      </div>
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <button type="submit" className="button" disabled={isBusy || form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Saving...' : 'Mark shipped'}
      </button>
    </form>
  );
}
