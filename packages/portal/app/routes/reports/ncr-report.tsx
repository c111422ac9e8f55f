import { formatDate } from '@rigready/core';
import { Link, useActionData } from 'react-router';
import '../../components/approvals/approvals.css';
import { DecisionRecord } from '../../components/approvals/decision-record.js';
import { FactList } from '../../components/fact-list.js';
import { NcrDecisionForm } from '../../components/ncr/ncr-decision-form.js';
import { NcrHistory } from '../../components/ncr/ncr-history.js';
import { portalApi } from '../../components/portal-api.js';
import { useDocumentCall } from '../../components/use-document-call.js';
import { useAnswerSnackbar } from '../../components/use-snackbar-message.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { decideNcr } from '../../server/actions/ncr-decisions/decide-ncr.server.js';
import { NCR_DECISION_WORDS } from '../../server/actions/ncr-decisions/ncr-decision-words.server.js';
import { readForm } from '../../server/http/read-form.server.js';
import { answerAction } from '../../server/pages/action-answer.server.js';
import { ncrPage } from '../../server/pages/ncr-page.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import type { Route } from './+types/ncr-report';

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${params.number} · Non Conformance · rigready` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await ncrPage(await requirePageUser(request), params.number);
  return { ...page, decisionWords: page.decision ? NCR_DECISION_WORDS[page.decision.decision] : null };
}

// An approver's disposition of the NCR; decided once.
export async function action({ request, params }: Route.ActionArgs) {
  const identity = await requirePageUser(request);
  const form = await readForm(request);
  const runtime = getPortalRuntime();
  return answerAction(
    () =>
      decideNcr(
        runtime.handle,
        identity,
        params.number,
        { decision: form.get('decision'), comment: form.get('comment') },
        runtime.now(),
        runtime.env.timeZone,
      ),
    (done) =>
      `${done.ncrNo}: ${NCR_DECISION_WORDS[done.decision]} ${done.changed ? 'recorded' : 'was recorded already'}`,
  );
}

const day = (value: string | null | undefined) => (value ? formatDate(value) : '–');

export default function NcrReport({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  useAnswerSnackbar(answer, ({ ok, message }) => ({ message, tone: ok ? 'success' : 'error' }));
  const run = useDocumentCall();
  const { ncr, history, decision, decisionWords, awaitsDisposition, canDecide, choices } = loaderData;
  const facts: [string, string][] = [
    ['Status', ncr.Status ?? '–'],
    ['Category', ncr.NCR_Category ?? '–'],
    ['Location', ncr.Location ?? '–'],
    ['Department', ncr.Department ?? '–'],
    ['Reported', day(ncr.Date_Reported)],
    ['Processed', day(ncr.Date_Processed)],
    ['Closed', day(ncr.Date_Closed)],
  ];
  return (
    <div className="rr-page rr-approvals">
      <p>
        <Link to="/NCR" className="rr-back-link">
          Non Conformance
        </Link>
      </p>
      <h1>{ncr.NCR_No}</h1>
      <p className="rr-approvals__title">{ncr.Title}</p>
      <FactList className="rr-approvals__facts" facts={facts} />
      {ncr.hasFile ? (
        <p>
          <button
            type="button"
            className="rr-button"
            onClick={() =>
              void run(() =>
                portalApi().then((api) => api.QHSE_getPDF({ NCR_No: ncr.NCR_No, username: ncr.Customer })),
              )
            }
          >
            Open the NCR’s PDF
          </button>
        </p>
      ) : null}
      {decision && decisionWords ? (
        <DecisionRecord decision={decisionWords} record={decision} />
      ) : awaitsDisposition ? (
        <p className="rr-approvals__notice" role="note">
          {canDecide
            ? 'Awaits your decision.'
            : 'Awaits the customer’s decision: an approver of the customer gives it.'}
        </p>
      ) : null}
      {canDecide ? <NcrDecisionForm choices={choices} /> : null}
      <section aria-labelledby="history-heading">
        <h2 id="history-heading">History</h2>
        <NcrHistory
          history={history}
          decided={
            decision && decisionWords
              ? `${decision.atLocal}: ${decisionWords} by ${decision.name ?? decision.email}`
              : null
          }
        />
      </section>
    </div>
  );
}
