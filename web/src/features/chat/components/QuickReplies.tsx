// The latest reply's suggested questions, as chips that ask them.
import { useSelector } from '@xstate/react';
import { suggestedQuestions, type ChatbotActor } from '../chatbot.machine.ts';
import styles from './QuickReplies.module.css';

export function QuickReplies({ chat, onAsked }: { chat: ChatbotActor; onAsked: () => void }) {
  const questions = useSelector(chat, suggestedQuestions);
  if (questions.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Suggested questions">
      {questions.map((question) => (
        <li key={question}>
          <button
            type="button"
            className={styles.chip}
            onClick={() => {
              chat.send({ type: 'ask', text: question });
              onAsked();
            }}
          >
            {question}
          </button>
        </li>
      ))}
    </ul>
  );
}
