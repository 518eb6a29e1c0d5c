import { encodeAccountId, type FailedEntry, FailReason } from '@taikai/shared';
import type { App } from 'antd';
import type { TFunction } from 'i18next';

const REASON_KEY: Record<number, string> = {
  [FailReason.Blacklisted]: 'roster.failBlacklisted',
  [FailReason.Duplicate]: 'roster.failDuplicate',
  [FailReason.NotFound]: 'roster.failNotFound',
  [FailReason.RosterFull]: 'roster.failRosterFull',
  [FailReason.OnRoster]: 'roster.failOnRoster',
};

export const failReasonText = (t: TFunction, reason: number): string => t(REASON_KEY[reason] ?? 'roster.failOther');

/**
 * Shows the entries a list change could not apply: an error listing the (encoded) account ids with the reason.
 * Returns true when there were failures.
 */
export function showFailed(
  modal: ReturnType<typeof App.useApp>['modal'],
  t: TFunction,
  titleKey: string,
  failed: readonly FailedEntry[] | undefined,
  /** how many entries did succeed, mentioned under the list */
  succeeded = 0,
): boolean {
  if (!failed?.length) return false;
  modal.error({
    title: t(titleKey, { count: failed.length }),
    width: 520,
    content: (
      <>
        <ul style={{ maxHeight: 320, overflow: 'auto', paddingInlineStart: 20, margin: 0 }}>
          {failed.map((f) => (
            <li key={f.account_id}>
              {encodeAccountId(f.account_id)} — {failReasonText(t, f.reason)}
            </li>
          ))}
        </ul>
        {succeeded > 0 && <p style={{ margin: '8px 0 0' }}>{t('roster.succeededCount', { count: succeeded })}</p>}
      </>
    ),
  });
  return true;
}
