import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ContestInfoForm from '../pages/contest/ContestInfoForm';
import ManagerNoticeSection from '../pages/manager/ManagerNoticeSection';
import NoticeTab from '../pages/notice/NoticeTab';
import { makeDetail, stubServer } from '../test/fixtures/contest';
import { renderWithProviders } from '../test/render';

afterEach(() => vi.unstubAllGlobals());

/** Refresh and Update sit the same way on every form: left, Refresh first. */
describe('form buttons', () => {
  it.each([
    ['contest info', () => <ContestInfoForm detail={makeDetail()} />],
    ['notices', () => <NoticeTab detail={makeDetail()} />],
    ['manager notice', () => <ManagerNoticeSection detail={makeDetail()} />],
  ])('%s: Refresh then Update, left-aligned', (_, ui) => {
    stubServer({ '/api/contest/fetch_contest_detail': () => makeDetail() });
    renderWithProviders(ui());
    const row = screen.getByTestId('form-actions');
    const texts = [...row.querySelectorAll('button')].map((b) => b.textContent);
    expect(texts.slice(0, 2)).toEqual(['刷新', '更新']);
    expect(row.className).not.toMatch(/justify-(flex-end|end|center|space)/);
  });
});
