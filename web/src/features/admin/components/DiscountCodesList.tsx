import { useState } from 'react';
import type { DiscountCode } from '@shop/core/discounts/input';
import { formatPence } from '@shop/core/money';
import { Link } from '../../../components/Link.tsx';
import { notify } from '../../../lib/toast.ts';
import { useDiscountCodeUses, usePauseDiscountCode } from '../api/discount-codes.ts';
import styles from './DiscountCodes.module.css';

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' });
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function standing(code: DiscountCode, now: Date): string {
  if (code.isPaused) return 'Paused';
  if (new Date(code.startsAt) > now) return 'Not started';
  if (code.endsAt && new Date(code.endsAt) <= now) return 'Ended';
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'Used up';
  return 'Active';
}

/** "10 % off sofa and chair items over £50.00, 1 per customer", in the admin's words. */
function terms(code: DiscountCode): string[] {
  const off = code.kind === 'percent' ? `${code.value} % off` : `${formatPence(code.value)} off`;
  const lastDay = code.endsAt && day.format(new Date(new Date(code.endsAt).getTime() - 1));
  return [
    code.categories.length ? `${off} ${code.categories.join(', ')} items` : off,
    ...(code.minSpend ? [`minimum spend ${formatPence(code.minSpend)}`] : []),
    lastDay ? `${day.format(new Date(code.startsAt))} to ${lastDay}` : `from ${day.format(new Date(code.startsAt))}`,
    ...(code.maxUsesPerCustomer ? [`${code.maxUsesPerCustomer} per customer`] : []),
  ];
}

function CodeUses({ id }: { id: string }) {
  const uses = useDiscountCodeUses(id, true);
  if (uses.error) return <p role="alert">{uses.error.message}</p>;
  if (!uses.data) return <p role="status">Loading the orders...</p>;
  if (uses.data.uses.length === 0) return <p className={styles.muted}>No order has used this code yet.</p>;
  return (
    <ul className={styles.uses}>
      {uses.data.uses.map((use) => (
        <li key={use.orderId}>
          <Link to={`/dashboard/orders/${use.orderId}`}>Order #{use.orderNumber}</Link>
          <span>{use.customer}</span>
          <span>
            -{formatPence(use.discount)} of {formatPence(use.total + use.discount)}
          </span>
          <span className={styles.muted}>{when.format(new Date(use.createdAt))}</span>
        </li>
      ))}
    </ul>
  );
}

function CodeCard({ code, now }: { code: DiscountCode; now: Date }) {
  const pause = usePauseDiscountCode();
  const [isShowingUses, setShowingUses] = useState(false);
  const usesId = `uses-${code.id}`;
  const toggle = () =>
    pause.mutate(
      { id: code.id, isPaused: !code.isPaused },
      {
        onSuccess: (changed) => notify('success', `${changed.code} is ${changed.isPaused ? 'paused' : 'active again'}.`),
        onError: (error) => notify('error', error.message),
      },
    );
  return (
    <li className={styles.card} aria-labelledby={`code-${code.id}`}>
      <div className={styles.cardHead}>
        <h3 id={`code-${code.id}`}>{code.code}</h3>
        <span className={styles.badge}>{standing(code, now)}</span>
      </div>
      <p>{terms(code).join(' · ')}</p>
      <p className={styles.muted}>
        {code.uses} {code.uses === 1 ? 'use' : 'uses'}
        {code.maxUses !== null ? ` of ${code.maxUses}` : ''}
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button-light" onClick={toggle} disabled={pause.isPending}>
          {code.isPaused ? `Resume ${code.code}` : `Pause ${code.code}`}
        </button>
        <button
          type="button"
          className="button button-light"
          aria-expanded={isShowingUses}
          aria-controls={usesId}
          onClick={() => setShowingUses(!isShowingUses)}
        >
          {isShowingUses ? 'Hide orders' : 'Show orders'}
        </button>
      </div>
      <div id={usesId}>{isShowingUses && <CodeUses id={code.id} />}</div>
    </li>
  );
}

/** Every code, newest first, with what it takes off, its standing and its uses, to pause, resume or look into. */
export function DiscountCodesList({ codes }: { codes: DiscountCode[] }) {
  if (codes.length === 0) return <p className={styles.muted}>No discount codes yet. Create one above.</p>;
  const now = new Date();
  return (
    <ul className={styles.list} aria-label="Discount codes">
      {codes.map((code) => (
        <CodeCard key={code.id} code={code} now={now} />
      ))}
    </ul>
  );
}
