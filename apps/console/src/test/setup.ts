import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadErrorMessages } from '../api/client';
import { loadAllLanguages, setLanguage } from '../i18n';
import { takeStubDrift } from './fetchRoutes';

// Every language pack is loaded up front so `renderWithProviders(ui, { lang })` switches synchronously.
await loadAllLanguages();
await setLanguage('zh-CN');
// the console's page loads the error catalogue's messages before its first render; so do the tests
await loadErrorMessages();

// The machine is shared and slow (2 cores, test files in parallel): findBy*/waitFor wait up to 15 s, which
// only ever lengthens a failing wait; a passing one returns as soon as its condition holds.
configure({ asyncUtilTimeout: 15_000 });

// Vitest runs without globals, so React Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  // A stubbed reply that the endpoint's reply schema refuses fails the test that stubbed it.
  const drift = takeStubDrift();
  if (drift.length > 0) throw new Error(`stubbed replies drifted from the endpoint table:\n${drift.join('\n')}`);
});

// jsdom lacks these; Ant Design's responsive helpers and tables use them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.scrollTo = (() => {}) as typeof window.scrollTo;

// jsdom does not implement pseudo-element styles; antd asks for them when measuring scrollbars.
const realGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = ((elt: Element) => realGetComputedStyle(elt)) as typeof window.getComputedStyle;
