import { useMemo, useRef, useState } from 'react';
import { InventoryPanel } from './inventory-panel';
import { API_BASE, createPortalApi } from './portal-api';
import { RackPanel } from './rack-panel';
import { type PortalSession, signIn } from './session';
import { SignInPanel } from './sign-in-panel';

/**
 * The yard desk: signs in against the portal, then shows the customer's inventory and racks with the
 * rigready widgets.
 *
 * @example
 * createRoot(element).render(<App />);
 */
export function App() {
  const [session, setSession] = useState<PortalSession | null>(null);
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const api = useMemo(
    () =>
      createPortalApi(
        () => sessionRef.current,
        (next) => setSession(next),
        () => setSession(null),
      ),
    [],
  );
  return (
    <div className="yard-desk">
      <header className="yard-desk__bar">
        <h1>Yard desk</h1>
        {session && (
          <p>
            {session.username} · {session.email}{' '}
            <button type="button" onClick={() => setSession(null)}>
              Sign out
            </button>
          </p>
        )}
      </header>
      <main>
        {session ? (
          <>
            <InventoryPanel api={api} session={session} />
            <RackPanel api={api} session={session} />
          </>
        ) : (
          <SignInPanel
            onSignIn={async (email, password) => setSession(await signIn(API_BASE, email, password))}
          />
        )}
      </main>
    </div>
  );
}
