import { render, renderHook, screen } from '@testing-library/react';
import { Button, theme } from 'antd';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '../test/render';
import { REDUCED_MOTION_QUERY, useMediaQuery } from './layout/useMediaQuery';
import { AppProviders, themeFor } from './providers';

/** Shows the motion token antd's components read where it is mounted. */
function MotionToken() {
  const { token } = theme.useToken();
  return <output data-testid="motion">{String(token.motion)}</output>;
}

describe('ConfigProvider', () => {
  it.each(['zh-CN', 'ja', 'zh-TW'] as const)('inserts no space into two-character CJK buttons (%s)', (lang) => {
    renderWithProviders(
      <>
        <Button>更新</Button>
        <Button type="primary">保存</Button>
      </>,
      { lang },
    );
    expect(screen.getByRole('button', { name: '更新' }).textContent).toBe('更新');
    expect(screen.getByRole('button', { name: '保存' }).textContent).toBe('保存');
  });
});

describe('reduced motion', () => {
  const mediaMatching = (matching: string) =>
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (q: string) =>
        ({
          matches: q === matching,
          media: q,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );

  it('turns antd motion off when the system asks for reduced motion, and leaves it to outer providers otherwise', () => {
    expect(themeFor(true).token?.motion).toBe(false);
    expect(themeFor(false).token).not.toHaveProperty('motion');
    expect(themeFor(true).token?.colorPrimary).toBe(themeFor(false).token?.colorPrimary);
  });

  // the console's own providers, without the test theme (renderWithProviders turns motion off for every test)
  it.each([
    [REDUCED_MOTION_QUERY, 'false'],
    ['(max-width: 1px)', 'true'],
  ])('the console providers follow the system (%s matching → motion %s)', (matching, motion) => {
    const spy = mediaMatching(matching);
    render(
      <MemoryRouter>
        <AppProviders queryClient={createTestQueryClient()}>
          <MotionToken />
        </AppProviders>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('motion').textContent).toBe(motion);
    spy.mockRestore();
  });

  it.each([
    [REDUCED_MOTION_QUERY, true],
    ['(max-width: 1px)', false],
  ])('useMediaQuery follows matchMedia (%s matching → reduced %s)', (matching, reduced) => {
    const spy = mediaMatching(matching);
    const { result } = renderHook(() => useMediaQuery(REDUCED_MOTION_QUERY));
    expect(result.current).toBe(reduced);
    spy.mockRestore();
  });
});
