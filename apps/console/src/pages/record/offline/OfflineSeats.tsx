import { Flex, Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DraftSeat } from './offlineDraft';
import { seatName, windName } from './offlineTexts';
import PlayerPicker from './PlayerPicker';

const fmt = (n: number) => n.toLocaleString();

/**
 * The seats of the form, East first: each wind's player (from the season's roster) and final points; under them
 * the running sum of the points and the sticks left against what the table started with.
 */
export default function OfflineSeats(props: {
  uniqueId: number;
  seasonId: number;
  seats: DraftSeat[];
  onSeat: (index: number, patch: Partial<DraftSeat>) => void;
  /** final points + sticks left, and what they must add up to */
  sum: { points: number; sticks: number; total: number };
  /** the problems' texts at a field (`deep`: and the fields within it) */
  problemsAt: (field: string, deep?: boolean) => string[];
}) {
  const { t } = useTranslation();
  const given = props.sum.points + props.sum.sticks;
  const whole = props.problemsAt('seats');
  const sumProblems = props.problemsAt('points');
  return (
    <Flex vertical gap={4} data-testid="offline-seats">
      {props.seats.map((seat, i) => {
        const wind = windName(t, i);
        const playerProblems = props.problemsAt(`seats.${i}.account_id`);
        const pointsProblems = props.problemsAt(`seats.${i}.points`);
        const problems = props.problemsAt(`seats.${i}`, true);
        const taken = new Set(props.seats.flatMap((s, j) => (j !== i && s.account_id !== null ? [s.account_id] : [])));
        return (
          <Form.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its wind, fixed by its place
            key={i}
            label={seatName(t, i)}
            // each control shows its own error state; the seat's messages below them
            help={problems.length ? <Typography.Text type="danger">{problems.join(' ')}</Typography.Text> : undefined}
            style={{ marginBottom: 8 }}
            data-testid={`offline-seat-${i}`}
          >
            <Flex gap={8} wrap>
              <PlayerPicker
                uniqueId={props.uniqueId}
                seasonId={props.seasonId}
                value={seat.account_id === null ? null : { account_id: seat.account_id, nickname: seat.nickname }}
                onChange={(p) => props.onSeat(i, { account_id: p?.account_id ?? null, nickname: p?.nickname ?? '' })}
                taken={taken}
                label={t('offline.playerOf', { wind })}
                placeholder={t('offline.pickPlayer')}
                error={playerProblems.length > 0}
              />
              <InputNumber<number>
                aria-label={t('offline.pointsOf', { wind })}
                placeholder={t('offline.finalPoints')}
                style={{ width: 140 }}
                step={100}
                precision={0}
                value={seat.points}
                status={pointsProblems.length ? 'error' : undefined}
                onChange={(v) => props.onSeat(i, { points: v ?? null })}
              />
            </Flex>
          </Form.Item>
        );
      })}
      {whole.map((text) => (
        <Typography.Text key={text} type="danger" role="alert">
          {text}
        </Typography.Text>
      ))}
      <Typography.Text type={given === props.sum.total ? 'success' : 'danger'} data-testid="offline-sum">
        {t('offline.sum', {
          points: fmt(props.sum.points),
          sticks: fmt(props.sum.sticks),
          given: fmt(given),
          total: fmt(props.sum.total),
        })}
      </Typography.Text>
      {sumProblems.map((text) => (
        <Typography.Text key={text} type="danger" role="alert">
          {text}
        </Typography.Text>
      ))}
    </Flex>
  );
}
