// First: starts the requests of an opened saved design before the rest of the app evaluates (see the module).
import './root/early-open';
import './app/zod-locale';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './root/App';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing in index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
