import { CountScreen } from '../../components/field/count-screen.js';
import type { Route } from './+types/count';

// The two counts of the field app, /scan/rack and /scan/delivery; the frame's loader refuses any other
// task. No loader of its own: moving here from another field screen must ask the server nothing.
const TASKS = {
  rack: {
    title: 'Count a rack',
    intro:
      'Scan every joint and tool in the rack: what is found, missing, belongs in another rack or is not yours.',
  },
  delivery: {
    title: 'Check a delivery',
    intro:
      'Scan the joints and tools of a delivery ticket where they arrive: what is found, missing or extra.',
  },
} as const;

const taskOf = (task: string) => (task === 'delivery' ? 'delivery' : 'rack');

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${TASKS[taskOf(params.task)].title} · rigready` }];
}

export default function Count({ params }: Route.ComponentProps) {
  const kind = taskOf(params.task);
  return (
    <div className="rr-field-screen">
      <h1>{TASKS[kind].title}</h1>
      <p>{TASKS[kind].intro}</p>
      <CountScreen key={kind} kind={kind} />
    </div>
  );
}
