import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { api } from '@shop/core/api/contract';
import { stockAlertMessages } from '@shop/core/stock-alert-messages';
import { Field } from '../../../components/Field.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { call } from '../../../lib/api-client.ts';
import { useSession } from '../../../state/session.ts';
import styles from './ProductSummary.module.css';

/** A sold-out variant the shopper may ask about, named by its values ("Blue / Large"). */
export type SoldOutChoice = { id: string; label: string };

type Props = {
  productId: string;
  /** The product's sold-out variants, to choose from; empty for a product sold without variants. */
  choices: readonly SoldOutChoice[];
  /** The variant chosen first (the one the picker shows), when it is among the choices. */
  firstChoice?: string | undefined;
};

/**
 * "Email me when it is back in stock", for a sold-out product or one of its sold-out variants. Checked by
 * the server only, so the product page's first load stays without a form library; a refusal is announced
 * under the fields.
 */
export function StockAlertForm({ productId, choices, firstChoice }: Props) {
  const accountEmail = useSession().data?.user?.email;
  const [email, setEmail] = useState<string | undefined>(undefined);
  const [variantId, setVariantId] = useState(() => choices.find((choice) => choice.id === firstChoice)?.id ?? choices[0]?.id);
  const shownEmail = email ?? accountEmail ?? '';
  const subscribe = useMutation({
    mutationFn: () => call(api.stockAlerts.create, { params: { id: productId }, body: { email: shownEmail, variantId } }),
  });
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    subscribe.mutate();
  };
  return (
    <section className={styles.stockAlert} aria-labelledby={headingId}>
      <h2 id={headingId}>{stockAlertMessages.prompt}</h2>
      <p role="status">{subscribe.data?.message}</p>
      {!subscribe.isSuccess && (
        <form onSubmit={submit} noValidate>
          {choices.length > 0 && (
            <Field label={stockAlertMessages.variantLabel}>
              {(control) => (
                <select {...control} value={variantId} onChange={(event) => setVariantId(event.currentTarget.value)}>
                  {choices.map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          <Field label={stockAlertMessages.emailLabel}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email"
                value={shownEmail}
                onChange={(event) => setEmail(event.currentTarget.value)}
              />
            )}
          </Field>
          <FormAlert message={subscribe.error instanceof Error ? subscribe.error.message : undefined} />
          <button type="submit" className="button button-light" disabled={subscribe.isPending}>
            {subscribe.isPending ? stockAlertMessages.sending : stockAlertMessages.submit}
          </button>
        </form>
      )}
    </section>
  );
}
