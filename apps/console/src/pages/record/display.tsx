import { type GameRecord, type RecordTagName, recordTagLabel, zoneOf } from '@taikai/shared';
import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';

/** Display helpers of the records and ranking pages. Points are shown ÷ 1000 (spec part 2 section 9). */

export const points = (p: number): string => (p / 1000).toFixed(1);

const ZONE_COLOR: Record<number, string> = { 1: 'red', 2: 'blue', 3: 'green' };

export function ZoneTag({ accountId, t }: { accountId: number; t: TFunction }) {
  if (accountId <= 0) return <Tag>{t('record.robot')}</Tag>;
  const zone = zoneOf(accountId);
  return <Tag color={ZONE_COLOR[zone]}>{t(`record.zone${zone}`)}</Tag>;
}

/**
 * One seat of a record: nickname, zone tag and score (settlement ÷ 1000); under it the seat's penalties of a table
 * played elsewhere (already in the score), each with its reason.
 */
export function SeatCell({ record, seat, t }: { record: GameRecord; seat: number; t: TFunction }) {
  const account = record.accounts.find((a) => a.seat === seat);
  const result = record.result.players.find((p) => p.seat === seat);
  if (!account) return <Typography.Text type="secondary">-</Typography.Text>;
  const penalties = record.penalties.filter((p) => p.seat === seat);
  return (
    <span data-nickname={account.nickname}>
      <ZoneTag accountId={account.account_id} t={t} />
      <Typography.Text>{account.nickname}</Typography.Text>
      {result && (
        <Typography.Text
          type={result.total_point < 0 ? 'danger' : 'success'}
          style={{ marginInlineStart: 6, whiteSpace: 'nowrap' }}
        >
          {points(result.total_point)}
        </Typography.Text>
      )}
      {penalties.map((p, i) => (
        <Typography.Text
          // biome-ignore lint/suspicious/noArrayIndexKey: a record's penalties are fixed and may repeat
          key={i}
          type="secondary"
          style={{ display: 'block', fontSize: 12 }}
          data-testid="record-penalty"
        >
          {t('offline.penaltyShown', { points: points(p.points), reason: p.reason })}
        </Typography.Text>
      ))}
    </span>
  );
}

/** A record's tag in words: the season's name for its number, "Tag n" for a number without one, "No tag" for 0. */
export function tagText(t: TFunction, tag: number, names: readonly RecordTagName[]): string {
  return tag === 0 ? t('record.tagNone') : recordTagLabel(tag, names, (n) => t('record.tagN', { n }));
}

/** The numbers a season's records can be tagged with before it names any (as before names existed). */
const UNNAMED_TAGS = [1, 2, 3];

/**
 * The tag choices of a record: none, then the season's named numbers (1, 2, 3 while it names none), and the
 * record's own number when it has no name (a removed name), each in words.
 */
export function tagOptions(t: TFunction, current: number, names: readonly RecordTagName[]) {
  const numbers = new Set(names.length ? names.map((n) => n.tag) : UNNAMED_TAGS);
  if (current > 0) numbers.add(current);
  return [0, ...[...numbers].sort((a, b) => a - b)].map((value) => ({ value, label: tagText(t, value, names) }));
}
