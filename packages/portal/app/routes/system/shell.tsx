import { drawerMenu, formatDateTime, type PipeType } from '@rigready/core';
import { AppShell, NotificationBell, useSnackbar } from '@rigready/ui';
import { type ReactNode, useRef } from 'react';
import { Form, Link, Outlet, useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import { ErrorPage, StandaloneErrorPage } from '../../components/error-page/error-page.js';
import { signOutOnDevice } from '../../components/field/sign-out-on-device.js';
import { useDeviceOwner } from '../../components/field/use-device-owner.js';
import { PORTAL_FOOTER } from '../../components/footer-content.js';
import { useActionCall } from '../../components/use-action-call.js';
import { useAnswerSnackbar } from '../../components/use-snackbar-message.js';
import { requireFrameUser } from '../../server/access/require-page.server.js';
import { readInbox } from '../../server/notifications/inbox.server.js';
import { deviceOwner } from '../../server/pages/field-page.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import type { ChangePasswordAnswer } from '../account/change-password.js';
import type { PipeTypeAnswer } from '../account/pipe-type.js';
import type { Route } from './+types/shell';

/** Notifications the bell lists; the rest are on /notifications. */
const BELL_ITEMS = 8;

// The frame of every signed-in page. Its loader guards like any page (the child loaders guard too: on a client
// navigation only they run) and hands the browser the core session, so the drawer is core's own menu for
// the current path.
export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requireFrameUser(request);
  if (!identity) return null;
  const { user, customer, coreSession } = identity;
  const { handle, env } = getPortalRuntime();
  // The bell: the caller's own latest notifications (admins get none: they have no customer's records).
  const inbox = await readInbox(handle, user, BELL_ITEMS);
  return {
    coreSession,
    bell: user.isAdmin
      ? null
      : {
          unread: inbox.unread,
          items: inbox.notifications.map((item) => ({
            id: item.id,
            title: item.title,
            href: item.link,
            read: item.read,
            when: formatDateTime(item.at, { timeZone: env.timeZone }),
          })),
        },
    email: user.email,
    customerName: customer?.customer ?? null,
    viewingAs: user.isAdmin ? (coreSession.viewAs?.username ?? null) : null,
    isAdmin: user.isAdmin,
    customerAdmin: user.customerAdmin,
    deviceOwner: deviceOwner(identity),
  };
}

function usePipeTypeSwitch(stored: PipeType) {
  const fetcher = useFetcher<PipeTypeAnswer>();
  useAnswerSnackbar(fetcher.data, (answer) =>
    answer.ok ? null : { message: answer.message, tone: 'error' },
  );
  const pending = fetcher.formData?.get('pipeType');
  const pipeType: PipeType = pending === 'BHA' || pending === 'Tubular' ? pending : stored;
  const change = (next: PipeType) =>
    fetcher.submit({ pipeType: next }, { method: 'post', action: '/pipe-type' });
  return { pipeType, change };
}

type FrameData = NonNullable<Route.ComponentProps['loaderData']>;

const REQUIRED_CLASS_LINK = { label: 'Required class per asset', to: '/settings/required-class' };
const SECURITY_LINK = { label: 'Security', to: '/settings/security' };
const SESSIONS_LINK = { label: 'Signed-in devices', to: '/settings/sessions' };
const ACCOUNT_LINKS = [
  { label: 'Notification settings', to: '/settings/notifications' },
  REQUIRED_CLASS_LINK,
  SECURITY_LINK,
  SESSIONS_LINK,
];
const CUSTOMER_ADMIN_ACCOUNT_LINKS = [...ACCOUNT_LINKS, { label: 'Document access', to: '/document-access' }];
const ADMIN_ACCOUNT_LINKS = [
  { label: 'Notification defaults', to: '/settings/notification-defaults' },
  REQUIRED_CLASS_LINK,
  SECURITY_LINK,
  SESSIONS_LINK,
];

function Bell({ bell }: { bell: NonNullable<FrameData['bell']> }) {
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get('id');
  // Shown read at once; the next load of the frame brings the stored state.
  const items = bell.items.map((item) =>
    pending === '' || pending === item.id ? { ...item, read: true } : item,
  );
  const unread = pending === '' ? 0 : pending ? Math.max(0, bell.unread - 1) : bell.unread;
  return (
    <NotificationBell
      items={items}
      unreadCount={unread}
      LinkComponent={Link}
      onMarkRead={(id) => void fetcher.submit({ id: id ?? '' }, { method: 'post', action: '/notifications' })}
    />
  );
}

// The schema library loads with the change-password dialog, not with every page.
const loadPasswordRules = () =>
  import('../../components/account/password-rules.js').then(
    ({ portalChangePasswordSchema }) => portalChangePasswordSchema,
  );

function Frame({ frame, children }: { frame: FrameData; children: ReactNode }) {
  const { pathname } = useLocation();
  const snackbar = useSnackbar();
  const logOut = useRef<HTMLFormElement>(null);
  const changePassword = useActionCall<ChangePasswordAnswer>('/change-password');
  const { pipeType, change } = usePipeTypeSwitch(frame.coreSession.pipeType);
  useDeviceOwner(frame.deviceOwner);
  return (
    <AppShell
      currentPath={pathname}
      LinkComponent={Link}
      menu={drawerMenu(frame.coreSession, pathname)}
      pipeType={pipeType}
      onPipeTypeChange={(next) => void change(next)}
      userEmail={frame.email}
      accountLinks={
        frame.isAdmin
          ? ADMIN_ACCOUNT_LINKS
          : frame.customerAdmin
            ? CUSTOMER_ADMIN_ACCOUNT_LINKS
            : ACCOUNT_LINKS
      }
      changePasswordSchema={loadPasswordRules}
      onChangePassword={async (values) => {
        const answer = await changePassword({ ...values });
        if (!answer?.ok) {
          const message = answer?.message ?? 'Error: Password could not be changed';
          snackbar.showError(message);
          throw new Error(message);
        }
        snackbar.show(answer.message, { tone: 'success' });
      }}
      onLogOut={() => void signOutOnDevice(() => logOut.current?.requestSubmit())}
      footer={PORTAL_FOOTER}
      barContent={
        frame.isAdmin ? (
          <Link to="/admin" className="rr-viewing-as">
            {frame.viewingAs ? `Viewing as ${frame.viewingAs}` : 'Not viewing as a customer'}
          </Link>
        ) : frame.bell ? (
          <Bell bell={frame.bell} />
        ) : null
      }
    >
      {children}
      {/* A full page load on sign-out, so no client-side copy of a private page outlives the session. */}
      <Form method="post" action="/logout" reloadDocument ref={logOut} hidden aria-hidden="true" />
    </AppShell>
  );
}

// A signed-out visitor on a path the frame does not know (a customer's public page) gets the page alone.
export default function Shell({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <Outlet />;
  return (
    <Frame frame={loaderData}>
      <Outlet />
    </Frame>
  );
}

// A page refused, unknown or failed inside the frame keeps the bar and the menu around the error page.
export function ErrorBoundary() {
  const frame = useRouteLoaderData<typeof loader>('routes/system/shell');
  const { pathname } = useLocation();
  if (!frame) return <StandaloneErrorPage />;
  return (
    <Frame frame={frame}>
      <ErrorPage menu={drawerMenu(frame.coreSession, pathname)} />
    </Frame>
  );
}
