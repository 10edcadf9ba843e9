import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, preloadPages } from './app/router.tsx';
import { registerServiceWorker } from './lib/pwa-register.ts';
import './styles.css';

// The page's own chunk, in parallel with React's start rather than once it reaches the route.
// (Its first API requests already left with the HTML: src/server/http/page-preloads.ts.)
preloadPages(window.location);

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html.');

// Rendered by Preact through its React API (decision 035). StrictMode does nothing there; it is
// kept so that the code stays correct React, whose StrictMode runs effects twice.
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);

// Offline support and installability (issue 4 item 9); never in development.
if (import.meta.env.PROD) registerServiceWorker();
