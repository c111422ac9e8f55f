import { formatDateTime } from '@rigready/core';
import { useRef, useState } from 'react';
import { Form, Link, NavLink, Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { signOutOnDevice } from '../../components/field/sign-out-on-device.js';
import { useFieldDevice } from '../../components/field/use-field-device.js';
import { fieldPage } from '../../server/pages/field-page.server.js';
import { isFieldPath } from '../../shared/field-pages.js';
import type { Route } from './+types/field-layout';
import '../../components/field/field.css';

export const loader = ({ request }: Route.LoaderArgs) => fieldPage(request);

// Moving between the field screens asks the server nothing: they run on the device's copy, offline too.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return isFieldPath(currentUrl.pathname) && isFieldPath(nextUrl.pathname) ? false : defaultShouldRevalidate;
}

const TABS = [
  { to: '/scan', words: 'Scan' },
  { to: '/scan/rack', words: 'Count a rack' },
  { to: '/scan/delivery', words: 'Check a delivery' },
];

const quantity = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

function SignedOutHere() {
  return (
    <main className="rr-field-app__signed-out">
      <h1>Signed out on this device</h1>
      <p>
        Your copy of the joints and tools and your counts are deleted from this device. The portal ends your
        session as soon as the device is online again.
      </p>
    </main>
  );
}

function FieldFrame({
  frame,
  onSignedOutHere,
}: {
  frame: Route.ComponentProps['loaderData'];
  onSignedOutHere: () => void;
}) {
  const { owner, email, customer, timeZone, refusal } = frame;
  const device = useFieldDevice(owner, refusal);
  const signOut = useRef<HTMLFormElement>(null);
  const { index, online, refreshing, problem, counts } = device;

  const unsent = counts.filter((count) => count.status === 'pending' || count.status === 'open').length;

  const onSignOut = async (event: React.FormEvent) => {
    event.preventDefault();
    if (
      unsent > 0 &&
      !window.confirm(`${quantity(unsent, 'count is', 'counts are')} not sent yet. Sign out and delete them?`)
    )
      return;
    if ((await signOutOnDevice(() => signOut.current?.submit())) === 'offline') onSignedOutHere();
  };

  return (
    <div className="rr-field-app">
      <header className="rr-field-app__bar">
        <Link to="/home" className="rr-field-app__brand" reloadDocument>
          rigready
        </Link>
        <span className="rr-field-app__who">{customer ? null : email}</span>
        <span className="rr-field-app__net" data-online={online}>
          {online ? 'Online' : 'Offline'}
        </span>
        <Form method="post" action="/logout" reloadDocument ref={signOut} onSubmit={onSignOut}>
          <button type="submit" className="rr-button">
            Sign out
          </button>
        </Form>
      </header>
      <nav className="rr-field-app__tabs" aria-label="Field screens">
        {TABS.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end className="rr-field-app__tab">
            {tab.words}
          </NavLink>
        ))}
      </nav>
      <p className="rr-field-app__copy" role="status">
        {refusal ? (
          <>
            {refusal}:{' '}
            <Link to="/admin" reloadDocument>
              view the portal as a customer
            </Link>
            .
          </>
        ) : problem ? (
          problem
        ) : index ? (
          `On this device: ${quantity(index.joints, 'joint', 'joints')} and ${quantity(index.tools, 'tool', 'tools')} of ${index.customer}, as of ${formatDateTime(index.takenAt, { timeZone })}${refreshing ? ' (refreshing…)' : ''}.`
        ) : device.loaded ? (
          online ? (
            'Taking a copy of your joints and tools for this device…'
          ) : (
            'No copy on this device yet: open this page once online.'
          )
        ) : (
          'Reading this device’s copy…'
        )}
        {unsent > 0 ? ` ${quantity(unsent, 'count', 'counts')} not sent yet.` : ''}
      </p>
      <main className="rr-field-app__main">
        <Outlet context={{ ...device, timeZone }} />
      </main>
    </div>
  );
}

// Signed out offline, the frame and its device state are gone: nothing may read or refill the device's
// store when the connection returns, before the portal has ended the session.
export default function FieldLayout({ loaderData }: Route.ComponentProps) {
  const [signedOutHere, setSignedOutHere] = useState(false);
  return signedOutHere ? (
    <SignedOutHere />
  ) : (
    <FieldFrame frame={loaderData} onSignedOutHere={() => setSignedOutHere(true)} />
  );
}
