import { screen } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';

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
