import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A users.json row of the demo data set, as the benchmarks sign in with it. */
export interface DemoUser {
  email: string;
  customer: string | null;
  isAdmin: boolean;
  password?: string;
  routesList: string[];
  assets: string[];
}

/**
 * One unrestricted customer user with a password per customer of the data set in `folder`, in the order
 * of users.json: what a customer's staff would use.
 *
 * @example
 * const [first] = customerUsers('/tmp/fleet'); // the main customer's first plain user
 */
export function customerUsers(folder: string): DemoUser[] {
  const users = JSON.parse(readFileSync(join(folder, 'users.json'), 'utf8')) as DemoUser[];
  const chosen = new Map<string, DemoUser>();
  for (const user of users) {
    const plain = !user.isAdmin && user.customer && user.password && user.routesList.length === 0;
    if (plain && user.assets.length === 0 && !chosen.has(user.customer as string)) {
      chosen.set(user.customer as string, user);
    }
  }
  return [...chosen.values()];
}
