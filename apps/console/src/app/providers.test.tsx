import { renderHook, screen } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { REDUCED_MOTION_QUERY, useMediaQuery } from './layout/useMediaQuery';
import { themeFor } from './providers';

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
