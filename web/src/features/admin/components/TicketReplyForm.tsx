import { ticketReplySchema } from '@shop/core/support';
import { FormAlert } from '../../../components/FormAlert.tsx';
import formStyles from '../../../components/Form.module.css';
import { TextAreaField } from '../../../components/TextAreaField.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useReplyToTicket } from '../api/tickets.ts';
import { CannedReplyPicker } from './CannedReplyPicker.tsx';

/** The team's answer, typed or from a canned reply: it goes to the customer's chat at once; the field empties for the next one. */
export function TicketReplyForm({ ticketId, onSent }: { ticketId: string; onSent: () => void }) {
  const reply = useReplyToTicket(ticketId);
  const form = useSchemaForm(ticketReplySchema, { defaultValues: { text: '' } });

  const submit = form.handleSubmit(async (body) => {
    try {
      await reply.mutateAsync(body);
    } catch (error) {
      form.showRefusal(error);
      return;
    }
    form.reset({ text: '' });
    onSent();
  });

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Reply to the customer">
      <CannedReplyPicker
        onInsert={(text) => {
          form.setValue('text', text, { shouldValidate: form.formState.isSubmitted });
          form.setFocus('text');
        }}
      />
      <TextAreaField label="Your reply" rows={4} {...form.field('text')} />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Sending...' : 'Send reply'}
      </button>
    </form>
  );
}
