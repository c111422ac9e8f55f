import { redirect } from 'react-router';

// The spec sends / to /login; the sign-in page sends a signed-in user on to Home.
export function loader() {
  return redirect('/login');
}
