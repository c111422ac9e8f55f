import { AssetCards } from '@rigready/ui';
import { data, redirect, useActionData, useSubmit } from 'react-router';
import { useAnswerSnackbar } from '../../components/use-snackbar-message.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { chooseSessionAsset, identityAssetChoices } from '../../server/access/session-preferences.server.js';
import { readForm } from '../../server/http/read-form.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import type { Route } from './+types/asset';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Choose asset · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  const choices = identityAssetChoices(identity);
  return {
    username: identity.customer?.customer ?? identity.user.name ?? identity.user.email,
    assets: choices.assets,
    showFleet: choices.fleet,
    currentAsset: identity.coreSession.currentAsset,
  };
}

// Choosing stores the asset on the session (the next request's actor narrows to it) and goes home.
export async function action({ request }: Route.ActionArgs) {
  const identity = await requirePageUser(request);
  const runtime = getPortalRuntime();
  const asset = String((await readForm(request)).get('asset') ?? '');
  if (!(await chooseSessionAsset(runtime.handle, identity, asset))) {
    // The refused name is not repeated: an answer never echoes another customer's asset back.
    return data({ message: 'Choose one of your assets' }, 400);
  }
  return redirect('/home');
}

export default function Asset({ loaderData }: Route.ComponentProps) {
  const submit = useSubmit();
  const answer = useActionData<typeof action>();
  useAnswerSnackbar(answer, ({ message }) => ({ message, tone: 'error' }));
  return (
    <div className="rr-page rr-asset">
      <h1>Choose an asset</h1>
      <AssetCards
        username={loaderData.username}
        assets={loaderData.assets}
        showFleet={loaderData.showFleet}
        currentAsset={loaderData.currentAsset}
        onChoose={(asset) => submit({ asset }, { method: 'post' })}
      />
    </div>
  );
}
