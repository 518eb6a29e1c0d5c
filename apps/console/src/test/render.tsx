/**
 * `renderWithProviders(ui, { route?, path?, lang?, queryClient? })`: renders with a QueryClient (no retries),
 * i18n in zh-CN (or `lang`), antd ConfigProvider + App and a MemoryRouter at `route`. With `path`, `ui` is
 * mounted as the element of `<Route path={path}>` so `useParams()` works, e.g.
 * `renderWithProviders(<SeasonPage />, { route: '/contest/5/season/2/user', path: '/contest/:id/season/:seasonId/*' })`.
 */
import { StyleProvider } from '@ant-design/cssinjs';
import type { PageLang } from '@taikai/shared';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppProviders } from '../app/providers';
import i18n, { setLanguage } from '../i18n';

export interface RenderOptions {
  /** A path, or `{ pathname, search?, state? }` for router state (e.g. login's `from`). */
  route?: string | { pathname: string; search?: string; state?: unknown };
  path?: string;
  lang?: PageLang;
  queryClient?: QueryClient;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}

/**
 * Speed in jsdom, without changing what a test can see:
 * - antd's CSS-in-JS styles go to a detached element, not the document: jsdom's getComputedStyle walks every style
 *   sheet of the document, and Testing Library (accessible names, visibility) and user-event (pointer-events) ask
 *   it for every element they look at, which would make each query and click cost tens of milliseconds per rule sheet;
 *   nothing a test asserts comes from antd's style sheets (hidden panes and closed dialogs are inline styles or
 *   removed nodes);
 * - no motion: dialogs, messages and dropdowns open and close at once instead of after their animations.
 * user-event keeps its default pause (one macrotask) between actions: without it a click can land before a state
 * update that antd schedules (Form.useWatch enabling a button) has rendered, and flows then fail at random.
 */
const detachedStyles = document.createElement('div');
const TEST_THEME = { token: { motion: false } } as const;

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { route = '/', path, lang = 'zh-CN' } = options;
  // packs are preloaded by the setup file, so this switch is synchronous
  if (i18n.language !== lang) void setLanguage(lang);
  const queryClient = options.queryClient ?? createTestQueryClient();
  const element = path ? (
    <Routes>
      <Route path={path} element={ui} />
    </Routes>
  ) : (
    ui
  );
  const result = render(
    <StyleProvider container={detachedStyles}>
      <ConfigProvider theme={TEST_THEME}>
        <MemoryRouter initialEntries={[route]}>
          <AppProviders queryClient={queryClient}>{element}</AppProviders>
        </MemoryRouter>
      </ConfigProvider>
    </StyleProvider>,
  );
  return { ...result, queryClient, user: userEvent.setup() };
}

/** A `fetch` reply in the server's envelope: `jsonReply({ list: [] })`, or `jsonReply({ error: {...} }, 409)`. */
export function jsonReply(body: unknown, status = 200): Response {
  const payload = status >= 400 || (body && typeof body === 'object' && 'error' in body) ? body : { data: body };
  return new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });
}
