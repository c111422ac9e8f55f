import { reactRouter } from '@react-router/dev/vite';
import { radixTreeShaking } from '@rigready/ui/bundler';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter(), radixTreeShaking()],
});
