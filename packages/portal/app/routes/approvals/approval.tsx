import { useActionData } from 'react-router';
import { ApprovalDecisionForm } from '../../components/approvals/approval-decision-form.js';
import { ApprovalFacts } from '../../components/approvals/approval-facts.js';
import { ApprovalStatusChip } from '../../components/approvals/approval-status-chip.js';
import '../../components/approvals/approvals.css';
import { DecisionRecord } from '../../components/approvals/decision-record.js';
import { useAnswerSnackbar } from '../../components/use-snackbar-message.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { decideApproval } from '../../server/actions/approvals/decide-approval.server.js';
import { portalDocumentStore } from '../../server/document-store/portal-document-store.server.js';
import { readForm } from '../../server/http/read-form.server.js';
import { answerAction } from '../../server/pages/action-answer.server.js';
import { approvalPage } from '../../server/pages/approval-page.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { APPROVAL_STATUS_WORDS } from '../../shared/approval-words.js';
import type { Route } from './+types/approval';

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${params.number} · Approvals · rigready` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  return approvalPage(await requirePageUser(request), params.number);
}

// An approver approves or rejects; the server re-checks the document's bytes before it records anything.
export async function action({ request, params }: Route.ActionArgs) {
  const identity = await requirePageUser(request);
  const form = await readForm(request);
  const runtime = getPortalRuntime();
  return answerAction(
    () =>
      decideApproval(
        runtime.handle,
        portalDocumentStore(runtime),
        identity,
        params.number,
        { decision: form.get('decision'), comment: form.get('comment') },
        runtime.now(),
        runtime.env.timeZone,
      ),
    (done) => `${done.number} ${done.changed ? 'is' : 'was already'} ${done.decision}`,
  );
}

export default function Approval({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  useAnswerSnackbar(answer, ({ ok, message }) => ({ message, tone: ok ? 'success' : 'error' }));
  const { approval, canDecide } = loaderData;
  return (
    <div className="rr-page rr-approvals">
      <h1 className="rr-approvals__heading">
        {approval.number} <ApprovalStatusChip status={approval.status} />
      </h1>
      <p className="rr-approvals__title">{approval.title}</p>
      <ApprovalFacts page={loaderData} />
      {approval.decision ? (
        <DecisionRecord
          decision={APPROVAL_STATUS_WORDS[approval.decision.decision]}
          record={approval.decision}
        />
      ) : null}
      {canDecide ? <ApprovalDecisionForm /> : null}
    </div>
  );
}
