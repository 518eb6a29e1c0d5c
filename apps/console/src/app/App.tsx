import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AnalyticsTracker } from '../analytics';
import { DeskHandover } from './DeskHandover';
import { AppProviders, createQueryClient } from './providers';
import { AppRoutes } from './routes';

export default function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <BrowserRouter>
      <AppProviders queryClient={queryClient}>
        <AnalyticsTracker />
        <DeskHandover />
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
