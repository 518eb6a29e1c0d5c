import { afterAll, describe, expect, it } from 'vitest';
import i18n, { setLanguage } from './index';

/** Counted texts use i18next plural forms: English says "1 sign-up" and "2 sign-ups". */
describe('plural forms', () => {
  afterAll(() => setLanguage('zh-CN'));

  it('English counts agree with their number', async () => {
    await setLanguage('en-US');
    const t = i18n.getFixedT('en-US');
    expect(t('roster.passSuccess', { count: 1 })).toBe('Approved 1 sign-up');
    expect(t('roster.passSuccess', { count: 3 })).toBe('Approved 3 sign-ups');
    expect(t('roster.rejectConfirm', { count: 1 })).toBe('Reject 1 sign-up? Rejected sign-ups are removed.');
    expect(t('roster.deleteConfirm', { count: 1 })).toBe('Remove 1 player from this season?');
    expect(t('roster.deleteConfirm', { count: 2 })).toBe('Remove 2 players from this season?');
    expect(t('manager.roster.added', { count: 1 })).toBe('Added 1 manager');
    expect(t('manager.roster.added', { count: 2 })).toBe('Added 2 managers');
    expect(t('manager.observers.removed', { count: 1 })).toBe('Removed 1 observer');
    expect(t('season.confirmPending', { count: 1 })).toBe('1 sign-up is waiting for review. Update the season anyway?');
    expect(t('contest.activity.total', { count: 1 })).toBe('1 entry');
  });

  it('languages without plural forms read the same for every count', async () => {
    await setLanguage('ja');
    const t = i18n.getFixedT('ja');
    expect(t('roster.passSuccess', { count: 1 }).replace('1', 'N')).toBe(
      t('roster.passSuccess', { count: 5 }).replace('5', 'N'),
    );
  });
});
