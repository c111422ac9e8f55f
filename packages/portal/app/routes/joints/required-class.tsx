import { data, Link, useActionData } from 'react-router';
import { RequiredClassTable } from '../../components/required-class/required-class-table.js';
import { useAnswerSnackbar } from '../../components/use-snackbar-message.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { identityAssetChoices } from '../../server/access/session-preferences.server.js';
import { readForm } from '../../server/http/read-form.server.js';
import {
  maySetRequiredClass,
  REQUIRED_CLASSES,
  RequiredClassError,
  requiredClassesOf,
  setAssetRequiredClass,
} from '../../server/joint-class/asset-required-class.server.js';
import { jointsBelowRequiredClass } from '../../server/joint-class/below-required-class.server.js';
import { cachedFleetJointClasses } from '../../server/joint-class/cached-fleet-classes.server.js';
import { readClassMarking } from '../../server/joint-class/class-marking-setting.server.js';
import { jointKey } from '../../server/joint-class/fleet-classes.server.js';
import { pageScope } from '../../server/pages/page-scope.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import type { Route } from './+types/required-class';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Required class · rigready' }];
}

// The customer's assets with the class each requires and how many joints in service fall below it, in
// the caller's scope: the same joints /inventory?below=required lists.
export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  const { handle, env } = getPortalRuntime();
  const customer = identity.customer?.customer ?? null;
  const marking = await readClassMarking(handle);
  if (customer === null)
    return { customer, assets: [], below: 0, canSet: false, fleet: true, classes: [], marking };
  const required = await requiredClassesOf(handle, [customer]);
  const below = await jointsBelowRequiredClass(
    handle,
    await cachedFleetJointClasses(handle, pageScope(identity), env.jointClass),
  );
  const assets = identityAssetChoices(identity).assets.map((asset) => ({
    asset,
    requiredClass: required.get(jointKey(customer, asset)) ?? null,
    below: below.filter((joint) => joint.asset === asset).length,
  }));
  return {
    customer,
    assets,
    below: below.length,
    canSet: maySetRequiredClass(identity),
    fleet: identity.coreSession.fleet || identity.coreSession.currentAsset === null,
    classes: REQUIRED_CLASSES,
    marking,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const identity = await requirePageUser(request);
  const runtime = getPortalRuntime();
  const form = await readForm(request);
  try {
    const change = await setAssetRequiredClass(
      runtime.handle,
      identity,
      { asset: String(form.get('asset') ?? ''), requiredClass: String(form.get('requiredClass') ?? '') },
      runtime.now(),
    );
    const what = change.requiredClass ? `requires ${change.requiredClass}` : 'requires no class';
    return { ok: true, message: `${change.asset} ${change.changed ? 'now' : 'already'} ${what}` };
  } catch (error) {
    if (error instanceof RequiredClassError) return data({ ok: false, message: error.message }, error.status);
    throw error;
  }
}

export default function RequiredClassSettings({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  useAnswerSnackbar(answer, ({ ok, message }) => ({ message, tone: ok ? 'success' : 'error' }));
  const { customer, assets, below, canSet, fleet, classes, marking } = loaderData;
  return (
    <div className="rr-page rr-required-class">
      <h1>Required class</h1>
      {customer === null ? (
        <p>
          Required classes are set per customer. <Link to="/admin">View the portal as a customer</Link> to see
          and set theirs.
        </p>
      ) : (
        <>
          <p className="rr-required-class__hint">
            The class each rig or field requires of its joints, such as Premium for DS-1 Category 3 to 5 work.
          </p>
          <p className="rr-required-class__below">
            <Link to="/inventory?below=required" data-testid="below-required-count">
              <strong>{below}</strong> {below === 1 ? 'joint' : 'joints'} in service below their asset's
              required class
            </Link>
            {fleet ? null : (
              <span> (at the asset you look at; choose Fleet Inventory to count every asset)</span>
            )}
          </p>
          <RequiredClassTable assets={assets} classes={classes} canSet={canSet} marking={marking} />
        </>
      )}
    </div>
  );
}
