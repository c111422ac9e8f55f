import { data, redirect, useActionData, useNavigation } from 'react-router';
import { RequestForm } from '../../components/requests/request-form.js';
import { useAnswerSnackbar } from '../../components/use-snackbar-message.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { ActionError } from '../../server/actions/action-error.server.js';
import { readForm } from '../../server/http/read-form.server.js';
import { createRequestFromForm, newRequestPage } from '../../server/pages/new-request-page.server.js';
import type { Route } from './+types/new-request';
import '../../components/requests/requests.css';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'New request · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  return newRequestPage(await requirePageUser(request), new URL(request.url));
}

export async function action({ request }: Route.ActionArgs) {
  const identity = await requirePageUser(request);
  try {
    const { number } = await createRequestFromForm(identity, await readForm(request));
    return redirect(`/requests/${encodeURIComponent(number)}`);
  } catch (error) {
    if (error instanceof ActionError) return data({ ok: false, message: error.message }, error.status);
    throw error;
  }
}

export default function NewRequest({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  useAnswerSnackbar(answer, ({ message }) => ({ message, tone: 'error' }));
  const navigation = useNavigation();
  return (
    <div className="rr-page rr-requests">
      <h1>New request</h1>
      {loaderData.refusal ? (
        <p role="alert">{loaderData.refusal}.</p>
      ) : (
        <>
          {answer ? (
            <p className="rr-alert" role="alert">
              {answer.message}
            </p>
          ) : null}
          <RequestForm page={loaderData} pending={navigation.state === 'submitting'} />
        </>
      )}
    </div>
  );
}
