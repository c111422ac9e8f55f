import { redirect } from 'react-router';

// The spec sends every unknown path to /login.
export function loader() {
  return redirect('/login');
}
