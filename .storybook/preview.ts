import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles/index.css';
import { ComponentDocsPage } from './docs-page';

const preview: Preview = {
  // Every component gets a docs page (props table from its TSDoc, usage, do and don't).
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // Every story is an accessibility test: an axe violation fails it in `npm test`.
    a11y: { test: 'error' },
    docs: { page: ComponentDocsPage },
  },
};

export default preview;
