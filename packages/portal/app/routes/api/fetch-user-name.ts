import { requireApiIdentity } from '../../server/access/require-api-identity.server.js';
import { apiJson } from '../../server/security/api-answers.server.js';
import type { Route } from './+types/fetch-user-name';

// The username call. The legacy body names a user (usrname); here it selects nothing: the answer is
// always the caller's own profile, decided by the session.
export async function action({ request }: Route.ActionArgs) {
  const { user, actor, coreSession, customer } = await requireApiIdentity(request);
  const profile = coreSession.user;
  return apiJson({
    username: customer?.customer ?? profile?.username ?? user.email,
    email: user.email,
    assetlist: profile?.assetlist ?? [],
    excludedAssets: actor.excludedAssets,
    routeslist: actor.routesList,
    isAdmin: user.isAdmin,
    features: customer?.features ?? {},
    flags: user.flags,
  });
}
