import { Form } from 'react-router';
import type { MachineKeyListing } from '../../server/admin/machine-keys.server.js';
import { CopyButton } from '../imports/copy-button.js';

/** A key as the screen lists it, its instants already in words on the provider's clock. */
export type MachineKeyRow = Omit<MachineKeyListing, 'createdAt'> & { createdAt: string | null };

/** The words and form intents of one kind of machine key on its screen. */
export interface MachineKeysWording {
  /** The list's name: 'Import keys'. */
  title: string;
  /** One key: 'import key'. */
  noun: string;
  /** An example name in the empty name field. */
  placeholder: string;
  /** The `intent` the create and revoke forms post. */
  intents: { create: string; revoke: string };
}

/**
 * The create form, the new key shown once with a command that uses it, and the list of keys with a revoke
 * button for each live one: the same for import keys and integration keys.
 *
 * @example
 * <MachineKeysSection wording={IMPORT_WORDING} keys={keys} created={answer?.created ?? null}
 *   level={2} usage={(key) => `curl -H "Authorization: Bearer ${key}" ...`} />
 */
export function MachineKeysSection({
  wording,
  keys,
  created,
  level,
  usage,
}: {
  wording: MachineKeysWording;
  keys: readonly MachineKeyRow[];
  created: { name: string; key: string } | null;
  level: 2 | 3;
  usage: (key: string) => string;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      <Form method="post" className="rr-inline-form">
        <label>
          Name <input name="name" required maxLength={80} placeholder={wording.placeholder} />
        </label>
        <button
          type="submit"
          className="rr-button"
          data-variant="primary"
          name="intent"
          value={wording.intents.create}
        >
          Create key
        </button>
      </Form>
      {created ? (
        <section className="rr-shown-once" aria-label={`New ${wording.noun}`}>
          <Heading>Key {created.name}</Heading>
          <p>Copy it now: it is shown this once, and only its fingerprint is kept.</p>
          <output className="rr-shown-once__secret">{created.key}</output>
          <CopyButton text={created.key} label="Copy key" />
          <pre>{usage(created.key)}</pre>
        </section>
      ) : null}
      <table className="rr-stacked-table">
        <caption>{wording.title}, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Created</th>
            <th scope="col">Last used</th>
            <th scope="col">Revoked</th>
          </tr>
        </thead>
        <tbody>
          {keys.length === 0 ? (
            <tr>
              <td colSpan={4}>No {wording.noun}s</td>
            </tr>
          ) : null}
          {keys.map((key) => (
            <tr key={key.id}>
              <th scope="row">{key.name}</th>
              <td data-label="Created">
                {key.createdAt}
                {key.createdBy ? ` by ${key.createdBy}` : ''}
              </td>
              <td data-label="Last used">{key.lastUsedAt ?? 'Never'}</td>
              {/* A live key's cell is its revoke button, which names itself. */}
              <td data-label={key.revokedAt ? 'Revoked' : undefined}>
                {key.revokedAt ?? (
                  <Form method="post">
                    <input type="hidden" name="id" value={key.id} />
                    <button type="submit" className="rr-button" name="intent" value={wording.intents.revoke}>
                      Revoke {key.name}
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
