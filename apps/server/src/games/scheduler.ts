/**
 * The scheduler: one loop per server process (started by buildApp unless disabled, stopped on close). Each tick:
 * host upkeep (leases, stored requests, takeover of orphaned games), start the plans that are due and whose
 * people are all ready, expire plans whose 30-minute window passed, form tables under auto-match, and resume games
 * paused for an hour. Times come from the app's clock (tests tick a ManualClock and call `tick()` themselves);
 * every claim is a conditional database write, so N processes start each game exactly once.
 */
import { randomInt } from 'node:crypto';
import { parseJsonOr, playersOfRoundType } from '@taikai/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Cancel, Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { resumeExpiredPauses } from './games.repository.js';
import type { GameSeatSpec, HostedGames } from './host.js';
import { matchTables } from './match-tables.js';
import {
  autoMatchSeasons,
  claimPlan,
  duePlans,
  expirePlans,
  readyAmong,
  readyQueue,
  seatsOfPlans,
  takeReady,
} from './scheduler.repository.js';

/** A plan may start until 30 minutes after its start time; a pause lasts at most one hour. */
export const PLAN_READY_WINDOW = 30 * 60;
export const PAUSE_LIMIT = 60 * 60;
const PLANS_PER_TICK = 500;
const QUEUE_PER_SEASON = 4000;

export interface SchedulerDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  host: HostedGames;
  /**
   * Starts, expires, matches and resumes games (the default). False for a main thread whose game threads do that
   * (games/threads): its tick is the host's upkeep only.
   */
  startsGames?: boolean;
}

export interface TickReport {
  started: string[];
  expired: number;
  matched: string[];
  resumed: string[];
}

interface RuleSetting {
  round_type?: number;
  detail_rule?: Record<string, unknown>;
}

export class Scheduler {
  /** the loop's next tick, on the app's clock */
  private timer: Cancel | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(
    private readonly d: SchedulerDeps,
    private readonly intervalMs = 1000,
  ) {}

  start(): void {
    this.stopped = false;
    const loop = () => {
      if (this.stopped) return;
      this.running = this.tick()
        .catch((e) => this.d.log.error({ err: e }, 'scheduler tick failed'))
        .finally(() => {
          this.running = null;
          if (!this.stopped) this.timer = this.d.clock.after(this.intervalMs, loop);
        });
    };
    this.timer = this.d.clock.after(0, loop);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.timer?.();
    if (this.running) await this.running;
  }

  async tick(): Promise<TickReport> {
    await this.d.host.maintain();
    if (this.d.startsGames === false) return { started: [], expired: 0, matched: [], resumed: [] };
    const started = await this.startDuePlans();
    const now = this.d.clock.now();
    const expired = await expirePlans(this.d.db, now - PLAN_READY_WINDOW, now);
    const matched = await this.autoMatch();
    const resumed = await this.resumePauses();
    return { started, expired, matched, resumed };
  }

  private async startDuePlans(): Promise<string[]> {
    const now = this.d.clock.now();
    const plans = (await duePlans(this.d.db, now, PLANS_PER_TICK)).filter(
      (p) => p.game_start_time + PLAN_READY_WINDOW > now,
    );
    const seats = await seatsOfPlans(
      this.d.db,
      plans.map((p) => p.uuid),
    );
    const started: string[] = [];
    for (const plan of plans) {
      const mine = seats.filter((s) => s.plan_uuid === plan.uuid);
      const people = mine.filter((s) => s.account_id > 0).map((s) => s.account_id);
      const ready = await readyAmong(this.d.db, plan.unique_id, plan.season_id, people);
      if (mine.length === 0 || people.some((id) => !ready.has(id))) continue;
      const rule = parseRule(plan.game_rule_setting);
      let order: GameSeatSpec[] = mine.map((s) => ({
        account_id: s.account_id,
        nickname: s.account_id > 0 ? (s.season_nickname ?? s.nickname ?? '') : '',
        ai_level: plan.ai_level,
        init_points: s.init_points,
      }));
      if (plan.shuffle_seats) order = shuffled(order);
      try {
        const uuid = await this.d.host.start(
          {
            unique_id: plan.unique_id,
            season_id: plan.season_id,
            plan_uuid: plan.uuid,
            round_type: rule.round_type ?? (mine.length === 3 ? 12 : 2),
            detail_rule: rule.detail_rule ?? {},
            seats: order,
            remark: plan.remark,
          },
          async (trx, gameUuid) =>
            (await claimPlan(trx, plan.uuid, gameUuid, now)) &&
            (await takeReady(trx, plan.unique_id, plan.season_id, people)) === people.length,
        );
        if (uuid) started.push(uuid);
      } catch (e) {
        this.d.log.error({ err: e, plan: plan.uuid }, 'starting a planned game failed');
      }
    }
    return started;
  }

  /**
   * Full tables of 3 or 4 (by the rule's round type) from the ready list, formed by the season's seating method
   * (match-tables.ts: first come first seated, fewest repeat meetings or by standing); each table is started with
   * its seats in the order formed (East first).
   */
  private async autoMatch(): Promise<string[]> {
    const now = this.d.clock.now();
    const matched: string[] = [];
    for (const season of await autoMatchSeasons(this.d.db, now)) {
      const rule = parseRule(season.game_rule_setting);
      const roundType = rule.round_type ?? 2;
      const n = playersOfRoundType(roundType);
      const detail = rule.detail_rule ?? {};
      const aiLevel = Number(detail.ai_level ?? 1);
      const initPoints = Number(detail.init_point) || (n === 4 ? 25000 : 35000);
      const queue = await readyQueue(this.d.db, season.unique_id, season.season_id, QUEUE_PER_SEASON);
      for (const table of await matchTables(this.d.db, season, queue, n)) {
        const ids = table.map((p) => p.account_id);
        try {
          const uuid = await this.d.host.start(
            {
              unique_id: season.unique_id,
              season_id: season.season_id,
              plan_uuid: null,
              round_type: roundType,
              detail_rule: detail,
              seats: table.map((p) => ({
                account_id: p.account_id,
                nickname: p.nickname,
                ai_level: aiLevel,
                init_points: initPoints,
              })),
            },
            async (trx) => (await takeReady(trx, season.unique_id, season.season_id, ids)) === n,
          );
          if (uuid) matched.push(uuid);
        } catch (e) {
          this.d.log.error({ err: e, season: season.season_id }, 'auto-match table failed');
        }
      }
    }
    return matched;
  }

  private async resumePauses(): Promise<string[]> {
    const now = this.d.clock.now();
    const uuids = await resumeExpiredPauses(this.d.db, now - PAUSE_LIMIT, now);
    for (const uuid of uuids) await this.d.host.resume(uuid);
    return uuids;
  }
}

const parseRule = (text: string) => parseJsonOr<RuleSetting>(text, {});

function shuffled<T>(list: T[]): T[] {
  const a = list.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
