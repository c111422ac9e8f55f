import { Form } from 'react-router';

/** One session as the sessions page shows it (times already in the portal's clock). */
export interface SessionRow {
  key: string;
  device: string;
  address: string | null;
  signedIn: string;
  lastSeen: string;
  current: boolean;
}

/**
 * The signed-in user's sessions, one card each: the device, where from, when signed in and last seen;
 * "This device" for the session in use (which signs out), an End button for each other. Below, one button
 * ends all the others.
 *
 * @example
 * <SessionList sessions={loaderData.sessions} />
 */
export function SessionList({ sessions }: { sessions: readonly SessionRow[] }) {
  const others = sessions.filter((session) => !session.current).length;
  return (
    <>
      <ul className="rr-session-list" aria-label="Signed-in devices">
        {sessions.map((session) => (
          <li key={session.key} className="rr-session-list__item" data-current={session.current}>
            <p className="rr-session-list__device">
              <strong>{session.device}</strong>
              {session.current ? <span className="rr-session-list__current"> · This device</span> : null}
            </p>
            <p>
              From {session.address ?? 'an unknown address'} · signed in {session.signedIn} · last seen{' '}
              {session.lastSeen}
            </p>
            {session.current ? (
              <Form method="post" action="/logout">
                <button type="submit" className="rr-button">
                  Sign out
                </button>
              </Form>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="end" />
                <input type="hidden" name="session" value={session.key} />
                <button
                  type="submit"
                  className="rr-button"
                  aria-label={`End the session on ${session.device}`}
                >
                  End
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="end-others" />
          <button type="submit" className="rr-button">
            Sign out all other devices ({others})
          </button>
        </Form>
      ) : (
        <p>You are signed in on this device only.</p>
      )}
    </>
  );
}
