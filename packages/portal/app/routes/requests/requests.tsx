import { Form, Link, useActionData, useSubmit } from 'react-router';
import { RequestsList } from '../../components/requests/requests-list.js';
import { useAnswerSnackbar } from '../../components/use-snackbar-message.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { readForm } from '../../server/http/read-form.server.js';
import { answerAction } from '../../server/pages/action-answer.server.js';
import { changeStatusFromPage, requestsPage } from '../../server/pages/requests-page.server.js';
import type { Route } from './+types/requests';
import '../../components/requests/requests.css';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Requests · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  return requestsPage(await requirePageUser(request), new URL(request.url));
}

export async function action({ request }: Route.ActionArgs) {
  const identity = await requirePageUser(request);
  return answerAction(
    async () => changeStatusFromPage(identity, await readForm(request)),
    (message) => message,
  );
}

export default function Requests({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  useAnswerSnackbar(answer, ({ ok, message }) => ({ message, tone: ok ? 'success' : 'error' }));
  const submit = useSubmit();
  const { queue, viewingAs, canRequest, filter, filters, requests } = loaderData;
  return (
    <div className="rr-page rr-requests">
      <h1>{queue ? 'Request queue' : 'Requests'}</h1>
      <p>
        {queue
          ? "Every customer's requests: acknowledge them, move them on, mark them done or decline them with a reason."
          : viewingAs
            ? `${viewingAs}'s requests, as the customer sees them (read only).`
            : 'What you asked the provider to do with your joints and tools, and where each request stands.'}
      </p>
      <div className="rr-requests__toolbar">
        <Form method="get" onChange={(event) => submit(event.currentTarget)}>
          <label>
            Show{' '}
            <select name="status" defaultValue={filter} key={filter}>
              {filters.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.words}
                </option>
              ))}
            </select>
          </label>
          <noscript>
            <button type="submit" className="rr-button">
              Show
            </button>
          </noscript>
        </Form>
        {canRequest ? (
          <Link to="/requests/new" className="rr-button" data-variant="primary">
            New request
          </Link>
        ) : null}
      </div>
      <RequestsList requests={requests} showCustomer={queue} />
    </div>
  );
}
