/**
 * A small scripted engine with the step machine's contract, for the host's and scheduler's tests: every hand is
 * 12 discards with an occasional claim window (pass / ron) and an occasional tsumo, decided by a hash of the seed,
 * so games are short, deterministic and replayable. It is not riichi; the real engine is packages/engine.
 */
import type {
  Action,
  ApplyResult,
  EnginePort,
  FinalSeat,
  GameConfig,
  GameState,
  LogEntry,
  MjaiEvent,
  SeatChoices,
  SeatView,
  Step,
  TaggedEvent,
} from '../../../src/games/engine.js';

const DISCARDS_PER_HAND = 12;

interface S extends GameState {
  n: number;
  hands_total: number;
  chang: number;
  ju: number;
  ben: number;
  scores: number[];
  hand_no: number;
  phase: 'turn' | 'claim' | 'hand_end' | 'game_end';
  turn: number;
  step: number;
  claimant: number;
  log: MjaiEvent[];
  summaries: {
    hand: number;
    chang: number;
    ju: number;
    ben: number;
    kind: 'win' | 'draw' | 'abort';
    winners: number[];
    loser: number;
    points: number[];
    deltas: number[];
  }[];
  yak: { seat: number; names: string[]; value: number; hand: number; chang: number; ju: number; ben: number }[];
  final: FinalSeat[] | null;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const roll = (s: S, salt: string) => hash(`${s.config.seed}:${s.hand_no}:${s.step}:${salt}`);
const clone = (s: S): S => JSON.parse(JSON.stringify(s)) as S;
const all = (event: MjaiEvent): TaggedEvent => ({ to: 'all', event });
const drawn = (s: S) => `${(roll(s, 'tile') % 9) + 1}m`;

function startHand(s: S, events: TaggedEvent[]): void {
  s.phase = 'turn';
  s.turn = s.ju;
  s.step = 0;
  const e: MjaiEvent = {
    type: 'start_kyoku',
    bakaze: ['E', 'S', 'W'][s.chang] ?? 'E',
    dora_marker: '1p',
    kyoku: s.ju + 1,
    honba: s.ben,
    kyotaku: 0,
    oya: s.ju,
    scores: s.scores.slice(),
    tehais: Array.from({ length: s.n }, () => []),
  };
  s.log.push(e);
  events.push(all(e));
  draw(s, events);
}

function draw(s: S, events: TaggedEvent[]): void {
  const e: MjaiEvent = { type: 'tsumo', actor: s.turn, pai: drawn(s) };
  s.log.push(e);
  events.push({ to: [s.turn], event: e });
}

function endHand(s: S, kind: 'win' | 'draw', winner: number, loser: number, events: TaggedEvent[]): void {
  const deltas = new Array(s.n).fill(0);
  let points = 0;
  if (kind === 'win') {
    const yakuman = roll(s, 'yakuman') % 40 === 0;
    points = yakuman ? 32000 : 3900;
    if (loser === winner) {
      const share = Math.ceil(points / (s.n - 1) / 100) * 100;
      for (let i = 0; i < s.n; i++) if (i !== winner) deltas[i] -= share;
      deltas[winner] += share * (s.n - 1);
    } else {
      deltas[loser] -= points;
      deltas[winner] += points;
    }
    if (yakuman)
      s.yak.push({
        seat: winner,
        names: ['Scripted'],
        value: 1,
        hand: s.hand_no,
        chang: s.chang,
        ju: s.ju,
        ben: s.ben,
      });
    for (let i = 0; i < s.n; i++) s.scores[i] += deltas[i];
    const e: MjaiEvent = {
      type: 'hora',
      actor: winner,
      target: loser,
      pai: drawn(s),
      uradora_markers: [],
      yakus: [['Scripted', 1]],
      fu: 30,
      fan: 1,
      yakuman: yakuman ? 1 : 0,
      hora_points: points,
      deltas,
      scores: s.scores.slice(),
    };
    s.log.push(e);
    events.push(all(e));
  } else {
    const e: MjaiEvent = {
      type: 'ryukyoku',
      reason: 'fanpai',
      tenpais: new Array(s.n).fill(false),
      deltas,
      scores: s.scores.slice(),
    };
    s.log.push(e);
    events.push(all(e));
  }
  s.summaries.push({
    hand: s.hand_no,
    chang: s.chang,
    ju: s.ju,
    ben: s.ben,
    kind,
    winners: kind === 'win' ? [winner] : [],
    loser: kind === 'win' && loser !== winner ? loser : -1,
    points: kind === 'win' ? [points] : [],
    deltas,
  });
  s.log.push({ type: 'end_kyoku' });
  events.push(all({ type: 'end_kyoku' }));
  s.hand_no++;
  s.ben = kind === 'win' ? 0 : s.ben + 1;
  s.ju++;
  if (s.ju >= s.n) {
    s.ju = 0;
    s.chang++;
  }
  s.phase = s.hand_no >= s.hands_total || s.scores.some((x) => x < 0) ? 'game_end' : 'hand_end';
  if (s.phase === 'game_end') settle(s, events);
}

function settle(s: S, events: TaggedEvent[]): void {
  const order = s.scores.map((_, i) => i).sort((a, b) => s.scores[b] - s.scores[a] || a - b);
  const uma = s.n === 4 ? [15000, 5000, -5000, -15000] : [15000, 0, -15000];
  const origin = s.scores.reduce((a, b) => a + b, 0) / s.n;
  s.final = s.scores.map((pts, seat) => {
    const placement = order.indexOf(seat) + 1;
    return { seat, part_point_1: pts, total_point: pts - origin + uma[placement - 1], placement };
  });
  s.phase = 'game_end';
  const e: MjaiEvent = { type: 'end_game', scores: s.scores.slice(), result: s.final.map((x) => ({ ...x })) };
  s.log.push(e);
  events.push(all(e));
}

function choices(s: S): SeatChoices[] {
  if (s.phase === 'turn') {
    const c: SeatChoices = { seat: s.turn, discard: [drawn(s), '1p'] };
    if (roll(s, 'tsumo') % 19 === 0) c.tsumo = true;
    return [c];
  }
  if (s.phase === 'claim') return [{ seat: s.claimant, pass: true, ron: true }];
  return [];
}

function apply(state: GameState, seat: number, action: Action): ApplyResult {
  const mine = choices(state as S).find((c) => c.seat === seat);
  if ((state as S).phase === 'game_end') return { ok: false, reason: 'game_over', message: 'over' };
  if (!mine) return { ok: false, reason: 'not_your_turn', message: `seat ${seat} has nothing to decide` };
  const legal =
    (action.type === 'discard' && mine.discard?.includes(action.tile)) ||
    (action.type === 'tsumo' && mine.tsumo) ||
    (action.type === 'ron' && mine.ron) ||
    (action.type === 'pass' && mine.pass);
  if (!legal) return { ok: false, reason: 'illegal_action', message: action.type };
  const s = clone(state as S);
  const events: TaggedEvent[] = [];
  if (action.type === 'tsumo') endHand(s, 'win', seat, seat, events);
  else if (action.type === 'ron') endHand(s, 'win', seat, s.turn, events);
  else if (action.type === 'discard') {
    const e: MjaiEvent = { type: 'dahai', actor: seat, pai: action.tile, tsumogiri: action.tile === drawn(s) };
    s.log.push(e);
    events.push(all(e));
    if (roll(s, 'claim') % 4 === 0) {
      s.phase = 'claim';
      s.claimant = (seat + 1) % s.n;
    } else next(s, events);
  } else next(s, events);
  return { ok: true, state: s, events };
}

function next(s: S, events: TaggedEvent[]): void {
  s.step++;
  if (s.step >= DISCARDS_PER_HAND) {
    endHand(s, 'draw', -1, -1, events);
    return;
  }
  s.phase = 'turn';
  s.turn = (s.turn + 1) % s.n;
  draw(s, events);
}

function newGame(config: GameConfig): GameState {
  const n = config.roundType >= 10 ? 3 : 4;
  const winds = config.roundType === 1 || config.roundType === 11 ? 1 : 2;
  const s: S = {
    v: 1,
    config,
    n,
    hands_total: n * winds,
    chang: 0,
    ju: 0,
    ben: 0,
    scores: config.initPoints?.slice(0, n) ?? new Array(n).fill(n === 4 ? 25000 : 35000),
    hand_no: 0,
    phase: 'turn',
    turn: 0,
    step: 0,
    claimant: -1,
    log: [],
    summaries: [],
    yak: [],
    final: null,
  };
  s.log.push({ type: 'start_game', names: [], seed: String(config.seed), round_type: config.roundType, players: n });
  startHand(s, []);
  return s;
}

function nextHand(state: GameState): Step {
  const s = clone(state as S);
  const events: TaggedEvent[] = [];
  if (s.phase === 'hand_end') startHand(s, events);
  return { state: s, events };
}

function view(state: GameState, seat: number): SeatView {
  const s = state as S;
  const c = choices(s).find((x) => x.seat === seat) ?? null;
  return {
    seat,
    players: s.n as 3 | 4,
    phase: s.phase,
    roundWind: s.chang,
    dealer: s.ju,
    honba: s.ben,
    kyotaku: 0,
    tilesLeft: DISCARDS_PER_HAND - s.step,
    doraIndicators: ['1p'],
    scores: s.scores.slice(),
    hand: seat >= 0 ? ['1p'] : [],
    drawn: seat === s.turn && s.phase === 'turn' ? drawn(s) : null,
    seats: [],
    choices: c,
    waitingOn: choices(s).map((x) => x.seat),
    lastHand: null,
    final: s.final,
  };
}

export const scriptedEngine: EnginePort = {
  newGame,
  replay(config: GameConfig, decisions: readonly LogEntry[]): GameState {
    let s = newGame(config);
    for (const d of decisions) {
      if (d.seat === -1) {
        s = scriptedEngine.terminate(s).state;
        continue;
      }
      if ((s as S).phase === 'hand_end') s = nextHand(s).state;
      const out = apply(s, d.seat, d.action as Action);
      if (!out.ok) throw new Error(`replay refused decision: ${out.message}`);
      s = out.state;
    }
    return s;
  },
  legalActions: (s) => choices(s as S),
  deciding: (s) => choices(s as S).map((c) => c.seat),
  tilesLeft: (s) => DISCARDS_PER_HAND - (s as S).step,
  // the host's no-view path for built-in robots, as the real engine's robotDecision: the same answer as from the view
  robotDecision: (s, seat) => scriptedEngine.robotAction(view(s, seat), 1),
  apply,
  nextHand,
  terminate(state) {
    const s = clone(state as S);
    const events: TaggedEvent[] = [];
    if (!s.final) settle(s, events);
    return { state: s, events };
  },
  // the scripted game has no claim windows
  closeWindow: () => null,
  view,
  progress: (state) => {
    const s = state as S;
    return {
      chang: s.chang,
      ju: s.ju,
      ben: s.ben,
      liqibang: 0,
      scores: s.scores.slice(),
      hands: s.hand_no,
      over: s.phase === 'game_end',
    };
  },
  phase: (s) => (s as S).phase,
  result: (s) => (s as S).final?.map((x) => ({ ...x })) ?? null,
  yakuman: (s) => (s as S).yak.slice(),
  hands: (s) => (s as S).summaries.map((x) => ({ ...x, riichi: [] })), // no riichi in this game
  mjaiLog: (s) => (s as S).log,
  robotAction(v: SeatView): Action {
    const c = v.choices;
    if (!c) return { type: 'pass' };
    if (c.tsumo) return { type: 'tsumo' };
    if (c.ron && v.tilesLeft % 3 === 0) return { type: 'ron' };
    if (c.discard?.length) return { type: 'discard', tile: c.discard[0] };
    return { type: 'pass' };
  },
};
