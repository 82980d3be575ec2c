import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Router, useLocation } from 'wouter';
import { Toasts } from '../components/toast';
import { BASE, registerNavigate } from '../lib/navigation';
import { queryClient } from '../lib/query-client';
import { AppRoutes } from './routes';

/** Lets non-React code (the API client) navigate through wouter. */
function NavigateBridge() {
  const [, navigate] = useLocation();
  useEffect(() => registerNavigate(navigate), [navigate]);
  return null;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Router base={BASE}>
        <NavigateBridge />
        <AppRoutes />
        <Toasts />
      </Router>
    </QueryClientProvider>
  );
}
