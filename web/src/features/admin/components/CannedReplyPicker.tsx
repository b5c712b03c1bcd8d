import { useState } from 'react';
import fieldStyles from '../../../components/FilterField.module.css';
import { useCannedReplies } from '../api/canned-replies.ts';
import styles from './Support.module.css';

/** Picks one of the team's canned replies and puts its text in the reply box, for the admin to send or adjust. */
export function CannedReplyPicker({ onInsert }: { onInsert: (text: string) => void }) {
  const replies = useCannedReplies();
  const [chosen, setChosen] = useState('');
  const items = replies.data?.items ?? [];
  if (items.length === 0) return null;
  const reply = items.find((item) => item.id === chosen);
  return (
    <div className={styles.picker}>
      <label className={fieldStyles.field}>
        <span>Canned reply</span>
        <select value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">Choose one...</option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="button button-light" disabled={!reply} onClick={() => reply && onInsert(reply.text)}>
        Insert
      </button>
    </div>
  );
}
