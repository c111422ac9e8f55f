// Only the sheets of the components the tool renders: the tokens, then the table (with the chips its
// cells draw) and the rack grid.
import '@rigready/ui/tokens.css';
import '@rigready/ui/chip.css';
import '@rigready/ui/data-table.css';
import '@rigready/ui/rack-grid.css';
import './theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
