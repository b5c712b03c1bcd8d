import { AdminHeading, ChatFeedbackReport, LoadState, useChatFeedback } from '../../features/admin/index.ts';

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
