import { reactRouter } from '@react-router/dev/vite';
import { radixTreeShaking } from '@rigready/ui/bundler';
import { defineConfig } from 'vite';

// Left to itself, the browser build splits the code every route module shares into one chunk per set of
// routes that share it: /inventory asked for 64 scripts, most under 2 kB, and on a phone's slow link each
// costs a round trip before the page can paint and hydrate (six at a time over HTTP/1.1). The modules that
// at least SHARED_BY route modules import go into one `shared` chunk instead: a route's own code and what a
// few routes share still load only where they are used.
const SHARED_BY = 10;

export default defineConfig({
  plugins: [reactRouter(), radixTreeShaking()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'shared', minShareCount: SHARED_BY }] } },
        },
      },
    },
  },
});
