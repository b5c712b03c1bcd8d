import { supportMessages, type Ticket } from '@shop/core/support';
import { FormAlert } from '../../../components/FormAlert.tsx';
import fieldStyles from '../../../components/FilterField.module.css';
import { useAssignTicket, useSupportAgents } from '../api/tickets.ts';
import orderStyles from './OrderAdmin.module.css';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const NOBODY = '';

/** Who works the ticket: a choice of the admins (or nobody), taken at once, and who last changed it, when. */
export function TicketAssignee({ ticket, onAssigned }: { ticket: Ticket; onAssigned: (outcome: string) => void }) {
  const agents = useSupportAgents();
  const assign = useAssignTicket(ticket.id);
  const choose = (assigneeId: string) => {
    const name = agents.data?.items.find((agent) => agent.id === assigneeId)?.name;
    assign.mutate(
      { assigneeId: assigneeId === NOBODY ? null : assigneeId },
      { onSuccess: () => onAssigned(name ? supportMessages.assigned(name) : supportMessages.unassigned) },
    );
  };
  return (
    <section aria-labelledby="assignee-title" className={orderStyles.card}>
      <h2 id="assignee-title">Assigned to</h2>
      <label className={fieldStyles.field}>
        <span>Admin</span>
        <select
          value={ticket.assignee?.id ?? NOBODY}
          disabled={!agents.data || assign.isPending}
          onChange={(event) => choose(event.target.value)}
        >
          <option value={NOBODY}>Nobody</option>
          {/* The assignee stays a choice even if they are no longer an admin who can log in. */}
          {ticket.assignee && !agents.data?.items.some((agent) => agent.id === ticket.assignee?.id) && (
            <option value={ticket.assignee.id}>{ticket.assignee.name}</option>
          )}
          {agents.data?.items.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.name}
            </option>
          ))}
        </select>
      </label>
      {ticket.assignedAt && (
        <p className={orderStyles.muted}>
          {ticket.assignee ? 'Assigned' : 'Unassigned'} by {ticket.assignedBy?.name ?? 'a former admin'},{' '}
          <time dateTime={ticket.assignedAt}>{when.format(new Date(ticket.assignedAt))}</time>
        </p>
      )}
      <FormAlert message={agents.error?.message ?? assign.error?.message} />
    </section>
  );
}
