// The page loaders run in this process, as the portal runs them, so their statements can be recorded and
// explained: the portal's runtime is made from the same environment the portal process was given.
import { register } from 'node:module';
import { type PagePlans, planPage } from './page-plans.js';

export type { PagePlans } from './page-plans.js';

interface Loader {
  loader(args: { request: Request; params: Record<string, string>; context: unknown }): Promise<unknown>;
}

/** The route modules import their style sheets, which the portal's build bundles: here they are empty. */
const EMPTY_STYLE_SHEETS = `export async function load(url, context, next) {
  return url.endsWith('.css') ? { format: 'module', source: '', shortCircuit: true } : next(url, context);
}`;

/** Waits for the answers a loader streams (its promise-valued fields), whose queries count too. */
async function settled(answer: unknown): Promise<void> {
  if (!answer || typeof answer !== 'object') return;
  await Promise.all(Object.values(answer).filter((value) => value instanceof Promise));
}

const PAGES = [
  { page: '/home', module: '../../app/routes/system/home.tsx', path: () => '/home' },
  { page: '/inventory', module: '../../app/routes/inventory/inventory.tsx', path: () => '/inventory' },
  { page: '/racklocation', module: '../../app/routes/racks/rack-location.tsx', path: () => '/racklocation' },
  {
    page: '/joints/<serial>',
    module: '../../app/routes/joints/joint.tsx',
    path: (serial: string) => `/joints/${serial}`,
  },
] as const;

/**
 * Runs each budgeted page's loader twice, signed in with `cookie`, on the database and data folder of
 * `env`, and answers the plans of both runs' reads: the first visit after a start or an import, and a
 * visit with the process's kept values in place.
 *
 * @example
 * const plans = await planLoaders(portalEnv(fleet), cookie, 'SKV100001');
 */
export async function planLoaders(
  env: Record<string, string>,
  cookie: string,
  serial: string,
): Promise<PagePlans[]> {
  Object.assign(process.env, env);
  register(`data:text/javascript,${encodeURIComponent(EMPTY_STYLE_SHEETS)}`);
  const { getEnv } = await import('../../app/server/config/env.server.js');
  const { getIdentityConfig } = await import('../../app/server/config/identity-config.server.js');
  const { prepareTokenKey } = await import('../../app/server/runtime/token-key.server.js');
  await prepareTokenKey(getEnv(), getIdentityConfig().tokenSecret);
  const url = env.DATABASE_URL as string;
  const plans: PagePlans[] = [];
  for (const { page, module, path } of PAGES) {
    const { loader } = (await import(module)) as Loader;
    const run = async () =>
      settled(
        await loader({
          request: new Request(`http://127.0.0.1${path(serial)}`, { headers: { cookie } }),
          params: { serial },
          context: {},
        }),
      );
    // The first visit reads what the process keeps per data generation (a scope's classes and inventory
    // rows), as the first visit after an import does; the second is every later visit's path.
    plans.push(await planPage(`${page}, first visit`, url, run));
    plans.push(await planPage(page, url, run));
  }
  return plans;
}
