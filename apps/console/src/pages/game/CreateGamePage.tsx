import { PlusOutlined, RobotOutlined, SearchOutlined } from '@ant-design/icons';
import { LIMITS } from '@taikai/shared';
import { Alert, App, Button, Card, Col, Flex, Row, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { serverNow, useServerTime } from '../../api/account';
import { errorText } from '../../api/client';
import { PLAN_POLL_MS, useCreateGamePlan, usePlans, useReadyPlayers, useRunningGames } from '../../api/game';
import { useSeasonContext } from '../season/SeasonContext';
import BatchPlanDialog from './BatchPlanDialog';
import BatchPlanList from './BatchPlanList';
import { charCount } from './display';
import GamesFloatPanel from './GamesFloatPanel';
import PlanOptions, { type PlanOptionValues } from './PlanOptions';
import ReadyPlayerList from './ReadyPlayerList';
import { loadRobotLevel, saveRobotLevel } from './robotLevel';
import SearchJoinDialog from './SearchJoinDialog';
import SeatBoard from './SeatBoard';
import {
  addRobot,
  clearSeat,
  defaultInitPoint,
  emptySeats,
  freeSeatCount,
  planSeats,
  seatCountOf,
  seatPlayer,
  seatProblem,
  setSeatPoints,
  swapSeats,
} from './seats';
import { useBatchPlans } from './useBatchPlans';

/** /contest/:id/season/:seasonId/match-reservation — reserve games by hand or in a batch (spec part 2 section 2). */
export default function CreateGamePage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const { uniqueId, seasonId, season, contest, ended } = useSeasonContext();
  const now = useServerTime();
  const rule = contest.game_rule_setting;
  const seatCount = seatCountOf(rule.round_type);
  const initPoint = defaultInitPoint(rule.detail_rule.init_point);
  const standardMode = rule.game_mode === 'liqi';
  const autoMatch = season.auto_match === 1;
  const manual = !autoMatch && !ended;

  const ready = useReadyPlayers(uniqueId, seasonId);
  const plans = usePlans(uniqueId, seasonId);
  const running = useRunningGames(uniqueId, seasonId, PLAN_POLL_MS);
  const readyIds = useMemo(() => new Set((ready.data ?? []).map((p) => p.account_id)), [ready.data]);

  const [seats, setSeats] = useState(() => emptySeats(seatCount, initPoint));
  const [options, setOptions] = useState<PlanOptionValues>(() => ({
    startTime: null,
    robotLevel: loadRobotLevel(),
    shuffle: false,
    remark: '',
  }));
  const [dialog, setDialog] = useState<'search' | 'batch' | null>(null);
  const creating = useCreateGamePlan(uniqueId, seasonId);
  // the rule may change under the page (another manager): start over with the new seat count and points
  const [shape, setShape] = useState(`${seatCount}/${initPoint}`);
  if (shape !== `${seatCount}/${initPoint}`) {
    setShape(`${seatCount}/${initPoint}`);
    setSeats(emptySeats(seatCount, initPoint));
  }

  const seatedIds = useMemo(() => new Set(seats.filter((s) => !s.empty && !s.robot).map((s) => s.account_id)), [seats]);
  const free = freeSeatCount(seats);
  const problem = seatProblem(seats, initPoint);
  const remarkTooLong = charCount(options.remark) > LIMITS.gameRemarkMax;

  const planBody = (accountIds: number[], initPoints: number[]) => ({
    unique_id: uniqueId,
    season_id: seasonId,
    account_list: accountIds,
    init_points: initPoints,
    game_start_time: options.startTime ? Math.max(options.startTime.unix(), serverNow()) : serverNow(),
    shuffle_seats: options.shuffle ? (1 as const) : (0 as const),
    ai_level: options.robotLevel,
    remark: options.remark.trim(),
  });

  const batch = useBatchPlans(uniqueId, seasonId, (accountIds) =>
    planBody(
      accountIds,
      accountIds.map(() => initPoint),
    ),
  );

  const start = () => {
    if (problem) return;
    const { account_list, init_points } = planSeats(seats);
    return creating.mutateAsync(planBody(account_list, init_points)).then(
      () => {
        message.success(t('game.create.success'));
        setSeats(emptySeats(seatCount, initPoint));
        setOptions((o) => ({ ...o, remark: '' }));
      },
      (err: unknown) =>
        void modal.confirm({
          title: t('game.create.failedTitle'),
          content: errorText(err),
          okText: t('game.create.toPlans'),
          cancelText: t('game.create.close'),
          onOk: () => navigate(`/contest/${uniqueId}/season/${seasonId}/reservation-manage`),
        }),
    );
  };

  const createBatch = async () => {
    const { created, failed } = await batch.createAll();
    if (failed === 0) message.success(t('game.batch.allCreated', { count: created }));
    else message.warning(t('game.batch.someFailed', { created, failed }));
  };

  const problemText =
    problem?.kind === 'pointsSum'
      ? t('game.create.pointsSum', { required: problem.required, actual: problem.actual })
      : problem?.kind === 'allRobots'
        ? t('game.create.allRobots')
        : null;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={18}>
        <Flex vertical gap={16}>
          {autoMatch && <Alert type="warning" showIcon title={t('game.create.autoMatchOn')} />}
          <Typography.Text type="secondary">
            {t('game.create.ruleLine', {
              seats: seatCount,
              points: initPoint,
              mode: t(standardMode ? 'game.create.modeStandard' : 'game.create.modeOther'),
            })}
          </Typography.Text>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={8}>
              <ReadyPlayerList
                players={ready.data ?? []}
                loading={ready.isLoading}
                seatedIds={seatedIds}
                hasFreeSeat={free > 0}
                readOnly={!manual}
                onSeat={(p) => setSeats((s) => seatPlayer(s, p))}
              />
            </Col>
            {manual && (
              <Col xs={24} md={16}>
                <Card size="small" title={t('game.create.seatsTitle')}>
                  <Flex vertical gap={12}>
                    <SeatBoard
                      seats={seats}
                      readyIds={readyIds}
                      pointsEditable={standardMode}
                      onDropPlayer={(i, p) => setSeats((s) => seatPlayer(s, p, i))}
                      onSwap={(a, b) => setSeats((s) => swapSeats(s, a, b))}
                      onClear={(i) => setSeats((s) => clearSeat(s, i))}
                      onPoints={(i, v) => setSeats((s) => setSeatPoints(s, i, v))}
                    />
                    <Space wrap>
                      <Button icon={<SearchOutlined />} disabled={free === 0} onClick={() => setDialog('search')}>
                        {t('game.create.search')}
                      </Button>
                      <Button icon={<RobotOutlined />} disabled={free === 0} onClick={() => setSeats(addRobot)}>
                        {t('game.create.addRobot')}
                      </Button>
                      <Button onClick={() => setSeats(emptySeats(seatCount, initPoint))}>
                        {t('game.create.reset')}
                      </Button>
                    </Space>
                    <PlanOptions
                      value={options}
                      onChange={(patch) => {
                        if (patch.robotLevel !== undefined) saveRobotLevel(patch.robotLevel);
                        setOptions((o) => ({ ...o, ...patch }));
                      }}
                      minTime={Math.max(now, season.start_time)}
                      maxTime={season.end_time}
                      showRobotLevel
                    />
                    {problemText && <Alert type="error" showIcon title={problemText} />}
                    <Flex justify="flex-end">
                      <Button
                        type="primary"
                        icon={<PlusOutlined />}
                        loading={creating.isPending}
                        disabled={problem !== null || remarkTooLong}
                        onClick={start}
                      >
                        {t('game.create.start')}
                      </Button>
                    </Flex>
                  </Flex>
                </Card>
              </Col>
            )}
          </Row>
          {manual && (
            <BatchPlanList
              entries={batch.entries}
              creating={batch.creating}
              disabled={remarkTooLong}
              onAdd={() => setDialog('batch')}
              onCreate={createBatch}
              onRemove={batch.remove}
              onClear={batch.clear}
            />
          )}
        </Flex>
      </Col>
      <Col xs={24} xl={6}>
        <GamesFloatPanel running={running.data ?? []} plans={plans.data ?? []} readyIds={readyIds} />
      </Col>
      <SearchJoinDialog
        open={dialog === 'search'}
        uniqueId={uniqueId}
        seasonId={seasonId}
        seatedIds={seatedIds}
        freeSeats={free}
        onCancel={() => setDialog(null)}
        onConfirm={(players) => {
          setSeats((s) => players.reduce((acc, p) => seatPlayer(acc, p), s));
          setDialog(null);
        }}
      />
      <BatchPlanDialog
        open={dialog === 'batch'}
        seatCount={seatCount}
        usedIds={batch.usedIds}
        onCancel={() => setDialog(null)}
        onConfirm={(lines) => {
          batch.add(lines);
          setDialog(null);
        }}
      />
    </Row>
  );
}
