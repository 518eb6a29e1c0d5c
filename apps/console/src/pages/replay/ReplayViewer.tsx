import { type Replay, type ReplayReply, seatView, verifyReplay } from '@taikai/shared';
import { Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReplayPublic } from '../../api/replay';
import { localizedContent } from '../../i18n';
import { Board } from '../table/Board';
import { GameResult } from '../table/GameResult';
import { HandResult } from '../table/HandResult';
import { MyHand } from '../table/MyHand';
import { ActionCaption } from './ActionCaption';
import { finalStandings, tablePlayers } from './model';
import { OpenHands } from './OpenHands';
import { ReplayControls } from './ReplayControls';
import { ReplayTopBar, type ViewChoice } from './ReplayTopBar';
import { useReplayKeys, useSwipe } from './useReplayKeys';
import { useReplayPlayer } from './useReplayPlayer';
import { WallCheck } from './WallCheck';
import '../table/table.css';
import '../table/board.css';
import '../table/result.css';
import './replay.css';

const noAction = () => {};

/**
 * A finished game, frame by frame, drawn with the players' table (board, ponds, melds, the hand at the bottom, the
 * hand's and the game's results): every hand open, or what one seat saw (`seatView`). Moves by decision and by hand,
 * a hand picker, auto-play at a chosen speed, the keys and a swipe; each hand's wall checked (`verifyHand`).
 */
export function ReplayViewer({ replay, reply }: { replay: Replay; reply: ReplayReply }) {
  const { t } = useTranslation();
  const base = useReplayPlayer(replay);
  const [view, setView] = useState<ViewChoice>('all');
  /** the seat drawn at the bottom when every hand is open: the last seat whose view was chosen */
  const [bottom, setBottom] = useState(0);
  const checks = useMemo(() => verifyReplay(replay), [replay]);
  const players = useMemo(() => tablePlayers(replay), [replay]);
  const publish = useReplayPublic(reply.log.unique_id, reply.log.season_id);

  const { pos } = base;
  const hand = replay.hands[pos.hand];
  const frame = hand.frames[pos.frame];
  const viewer = view === 'all' ? bottom : view;
  const table = useMemo(() => seatView(frame, viewer), [frame, viewer]);
  const winds = Object.fromEntries(frame.seats.map((s) => [s.seat, s.seatWind]));
  const overlay = frame.ended && hand.result && !base.resultClosed ? 'hand' : base.atEnd ? 'final' : null;
  // one step on from the last hand's result (a key, a swipe) shows the final standings, one step back from them the
  // result again
  const player = useMemo(() => {
    if (base.atEnd && overlay === 'hand') return { ...base, forward: base.closeResult };
    if (base.atEnd && overlay === 'final' && hand.result) return { ...base, back: base.openResult };
    return base;
  }, [base, overlay, hand.result]);
  useReplayKeys(player);
  const swipe = useSwipe(player);

  return (
    // a swipe anywhere moves, over a hand's result or the final standings too
    <div className="tt-page rp-page" data-testid="replay-page" {...swipe}>
      <ReplayTopBar
        contestName={localizedContent(reply.contest_name) || `#${reply.contest_id}`}
        hands={replay.hands}
        checks={checks}
        hand={pos.hand}
        onHand={player.jumpToHand}
        players={players}
        winds={winds}
        view={view}
        onView={(v) => {
          setView(v);
          if (v !== 'all') setBottom(v);
        }}
        publish={
          reply.can_publish
            ? {
                on: reply.public === 1,
                busy: publish.isPending,
                set: (on) => publish.mutate({ uuid: reply.log.uuid, public: on ? 1 : 0 }),
              }
            : null
        }
      />
      <div className="rp-status">
        <ActionCaption frame={frame} players={players} viewer={view === 'all' ? null : view} live={!player.playing} />
        {replay.problems.length > 0 && (
          <Tooltip title={replay.problems.slice(0, 5).join('; ')}>
            <Tag color="orange" data-testid="replay-problems">
              {t('replay.problems', { n: replay.problems.length })}
            </Tag>
          </Tooltip>
        )}
        <WallCheck check={checks[pos.hand]} wall={hand.wall} />
      </div>
      <div className="rp-body">
        <div className="tt-board-wrap" data-testid="replay-stage">
          <div className="tt-stage">
            <Board view={table} players={players} last={frame.lastDiscard} />
          </div>
        </div>
        <OpenHands seats={view === 'all' ? frame.seats : table.seats} bottom={viewer} players={players} />
      </div>
      <MyHand view={table} canAct={false} riichiMode={false} onAct={noAction} />
      <ReplayControls player={player} frames={hand.frames.length} />
      {overlay === 'hand' && hand.result && (
        <HandResult
          shown={{
            outcome: hand.result,
            winds,
            seats: table.seats,
            dora: table.doraIndicators,
            secondsLeft: null,
            close: player.closeResult,
            hold: noAction,
          }}
          players={players}
        />
      )}
      {overlay === 'final' && (
        <GameResult
          finished={finalStandings(replay, reply.log.unique_id, reply.log.season_id)}
          players={players}
          recordLink={null}
        />
      )}
    </div>
  );
}
