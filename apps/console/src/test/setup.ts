import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAllLanguages, setLanguage } from '../i18n';

// Every language pack is loaded up front so `renderWithProviders(ui, { lang })` switches synchronously.
await loadAllLanguages();
await setLanguage('zh-CN');

// The machine is shared and slow: give findBy*/waitFor more time than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so React Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
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
