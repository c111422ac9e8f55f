import type { AdminChangeContext } from '../admin/change-context.server.js';
import { createMachineKey, revokeMachineKey } from '../admin/machine-keys.server.js';
import type { MachineKeyKind } from '../auth/machine-key.server.js';
import { formText } from './admin-change-page.server.js';

/** A key created or revoked: the message, and the new key, shown on this answer only. */
export interface MachineKeyAnswer {
  ok: true;
  message: string;
  created: { id: string; name: string; key: string } | null;
}

const capitalised = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

/**
 * Runs a posted create or revoke of a machine key of `kind`, told apart by the screen's `intents`; null when
 * the form's intent is neither, so the screen can handle its other forms. Refusals throw the service's
 * AdminChangeError.
 *
 * @example
 * const answer = await machineKeyAction(change, IMPORT_KEYS, { create: 'create', revoke: 'revoke' }, form);
 * if (answer) return answer; // 'Import key FileMaker created', with the key
 */
export async function machineKeyAction(
  change: AdminChangeContext,
  kind: MachineKeyKind,
  intents: { create: string; revoke: string },
  form: FormData,
): Promise<MachineKeyAnswer | null> {
  const intent = formText(form, 'intent');
  const noun = capitalised(kind.noun);
  if (intent === intents.create) {
    const created = await createMachineKey(change, kind, formText(form, 'name'));
    return { ok: true, message: `${noun} ${created.name} created`, created };
  }
  if (intent === intents.revoke) {
    const { name } = await revokeMachineKey(change, kind, formText(form, 'id'));
    return { ok: true, message: `${noun} ${name} revoked`, created: null };
  }
  return null;
}
