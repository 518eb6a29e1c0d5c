import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import NameFields from '../pages/contest/NameFields';
import { namesFromList } from '../pages/contest/names';
import NoticeField from '../pages/notice/NoticeField';
import { renderWithProviders } from '../test/render';

const TILES = '🀄'.repeat(13); // 26 UTF-16 units

describe('text counters count what a person sees', () => {
  it('13 emoji tiles in a contest name count 13 of 25', () => {
    const { container } = renderWithProviders(
      <NameFields
        i18n={0}
        names={namesFromList([{ lang: 'default', content: TILES }])}
        errors={{}}
        onChange={() => {}}
        onMasked={() => {}}
      />,
    );
    expect(container.querySelector('.ant-input-show-count-suffix')).toHaveTextContent('13 / 25');
  });

  it('a notice over the limit is kept whole, counted in red, with the limit named', () => {
    const text = `${'👨‍👩‍👧‍👦'.repeat(10)}x`;
    const { container } = renderWithProviders(
      <NoticeField labelKey="notice.public" i18n={0} max={10} texts={{ default: text }} onChange={() => {}} />,
    );
    const box = screen.getByRole('textbox') as HTMLTextAreaElement;
    expect(box.value).toBe(text); // not cut
    expect(box).not.toHaveAttribute('maxlength');
    expect(container.querySelector('.ant-input-data-count')).toHaveTextContent('11 / 10');
    expect(container.querySelector('.ant-input-out-of-range')).not.toBeNull();
  });
});
