import { unknownPath } from '../../server/pages/unknown-path.server.js';
import type { Route } from './+types/not-found';

export function loader({ request }: Route.LoaderArgs) {
  return unknownPath(request);
}

// The loader always throws (to /login, or 404 for the frame's error page). Having a component makes this a
// page route rather than a resource route, so its 404 renders inside the frame instead of as bare data.
export default function NotFound() {
  return null;
}
