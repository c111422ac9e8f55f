// `npm run admin -- create --email <e-mail> --name <name>`: the first admin of a deploy (or another one).
// Makes the admin account in the database named by DATABASE_URL and prints a single-use setup link on
// PORTAL_ORIGIN, valid 24 hours, where the admin sets a password; no password is typed here or logged.
// Run it again for a new link.
// `npm run admin -- reset-second-factor --email <e-mail>`: removes the account's authenticator app,
// recovery codes and passkeys (an admin who lost them all); the next sign-in sets up a new app where one is
// required. Exit 0 on success; 1 with the reason; 2 on a wrong command line.
import { parseArgs } from 'node:util';
import { createFirstAdmin } from '../app/server/admin/first-admin.server.js';
import { resetSecondFactorAsOperator } from '../app/server/admin/second-factor-admin.server.js';
import { EnvError, getEnv } from '../app/server/config/env.server.js';
import { openDatabase } from '../app/server/db/database.server.js';
import { migrateToLatest } from '../app/server/db/migrations/migrate.server.js';

const USAGE = [
  'usage: npm run admin -- create --email <e-mail> --name <name>',
  '       npm run admin -- reset-second-factor --email <e-mail>',
].join('\n');

type Command =
  | { command: 'create'; email: string; name: string }
  | { command: 'reset-second-factor'; email: string };

function parseCommandLine(): Command | null {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2).filter((argument) => argument !== '--'),
    options: { email: { type: 'string' }, name: { type: 'string' } },
    allowPositionals: true,
  });
  const command = positionals.join(' ');
  if (command === 'create' && values.email && values.name)
    return { command, email: values.email, name: values.name };
  if (command === 'reset-second-factor' && values.email && !values.name)
    return { command, email: values.email };
  return null;
}

async function main(): Promise<number> {
  let input: Command | null;
  try {
    input = parseCommandLine();
  } catch (error) {
    console.error((error as Error).message);
    input = null;
  }
  if (!input) {
    console.error(USAGE);
    return 2;
  }
  const env = getEnv();
  const handle = openDatabase(env.database);
  try {
    await migrateToLatest(handle.db);
    if (input.command === 'reset-second-factor') {
      await resetSecondFactorAsOperator({ handle, now: () => new Date() }, input.email);
      console.log(
        `[rigready] removed the second factor of ${input.email}: its next sign-in sets up a new one`,
      );
      return 0;
    }
    const answer = await createFirstAdmin({ handle, env, now: () => new Date() }, input);
    console.log(
      `[rigready] ${answer.created ? 'created the admin' : 'the admin exists:'} ${input.email}; open this link within ${answer.validHours} hours to set the password (it works once):`,
    );
    console.log(answer.link);
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
