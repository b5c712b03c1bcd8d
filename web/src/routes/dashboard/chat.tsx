import { useChatFeedback } from '../../features/admin/api/chat-feedback.ts';
import { AdminHeading } from '../../features/admin/components/AdminHeading.tsx';
import { ChatFeedbackReport } from '../../features/admin/components/ChatFeedbackReport.tsx';
import { LoadState } from '../../features/admin/components/LoadState.tsx';

export function Component() {
  const feedback = useChatFeedback();
  return (
    <>
      <AdminHeading title="Chatbot Ratings" />
      {feedback.data ? (
        <ChatFeedbackReport report={feedback.data} />
      ) : (
        <LoadState isPending={feedback.isPending} error={feedback.error} what="the ratings" />
      )}
    </>
  );
}
