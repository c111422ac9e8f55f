import { useActionData } from 'react-router';
import { ApprovalList } from '../../components/approvals/approval-list.js';
import { AskApprovalForms } from '../../components/approvals/ask-approval-forms.js';
import '../../components/approvals/approvals.css';
import { useAnswerSnackbar } from '../../components/use-snackbar-message.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { readForm } from '../../server/http/read-form.server.js';
import { approvalsPage } from '../../server/pages/approvals-page.server.js';
import { askDocumentApproval } from '../../server/pages/ask-approval.server.js';
import type { Route } from './+types/approvals';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Approvals · rigready' }];
}

// The customer's approvals, pending first; a provider admin sees every customer's (or the viewed one's).
export async function loader({ request }: Route.LoaderArgs) {
  return approvalsPage(await requirePageUser(request));
}

// A provider admin's ask for the approval of a report or pre-invoice; quotes come with a file and go to
// /approvals/quote.
export async function action({ request }: Route.ActionArgs) {
  const identity = await requirePageUser(request);
  return askDocumentApproval(identity, await readForm(request));
}

export default function Approvals({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  useAnswerSnackbar(answer, ({ ok, message }) => (ok ? null : { message, tone: 'error' }));
  const { approvals, everyCustomer, ask } = loaderData;
  return (
    <div className="rr-page rr-approvals">
      <h1>Approvals</h1>
      {ask ? <AskApprovalForms choices={ask} /> : null}
      <ApprovalList approvals={approvals} everyCustomer={everyCustomer} />
    </div>
  );
}
