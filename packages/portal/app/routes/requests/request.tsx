import { data, Link, useActionData } from 'react-router';
import { RequestDetails } from '../../components/requests/request-details.js';
import { RequestFiles } from '../../components/requests/request-files.js';
import { RequestHistory } from '../../components/requests/request-history.js';
import { RequestOrders } from '../../components/requests/request-orders.js';
import { StatusChip } from '../../components/requests/status-chip.js';
import { StatusMoves } from '../../components/requests/status-moves.js';
import { useAnswerSnackbar } from '../../components/use-snackbar-message.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { readForm } from '../../server/http/read-form.server.js';
import { answerAction } from '../../server/pages/action-answer.server.js';
import { requestPage } from '../../server/pages/request-page.server.js';
import { changeStatusFromPage } from '../../server/pages/requests-page.server.js';
import type { Route } from './+types/request';
import '../../components/requests/requests.css';

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${params.number} · rigready` }];
}

// A request out of the caller's reach is not found, whoever's it is: a 403 would say that it exists.
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await requestPage(await requirePageUser(request), params.number);
  if (!page) throw data({ message: `No request ${params.number}` }, 404);
  return page;
}

export async function action({ request }: Route.ActionArgs) {
  const identity = await requirePageUser(request);
  return answerAction(
    async () => changeStatusFromPage(identity, await readForm(request)),
    (message) => message,
  );
}

export default function RequestScreen({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  useAnswerSnackbar(answer, ({ ok, message }) => ({ message, tone: ok ? 'success' : 'error' }));
  const { request, orders, canAttach, files, historyTimes } = loaderData;
  return (
    <div className="rr-page rr-requests">
      <p>
        <Link to="/requests" className="rr-back-link">
          All requests
        </Link>
      </p>
      <h1>
        {request.number} <StatusChip status={request.status} words={request.statusWords} />
      </h1>
      <StatusMoves number={request.number} moves={request.moves} />
      <RequestDetails request={request} />
      <h2>History</h2>
      <RequestHistory history={request.history} times={historyTimes} />
      <h2>Files</h2>
      <RequestFiles
        number={request.number}
        attachments={request.attachments}
        hrefs={files}
        canAttach={canAttach}
      />
      <h2>Orders</h2>
      <RequestOrders orders={orders} />
    </div>
  );
}
