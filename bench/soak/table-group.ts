/**
 * A table's group: its people (four, or one with three robots) and what an organiser and they do for each game —
 * plan, ready, find the game in `player/my_games`, sit — and the next game 3–8 s after one ends (every person told
 * it finished, or the running list lost it).
 */
import { ErrorCode } from '@taikai/shared';
import { nowSec, rnd, sleep } from './clock.js';
import { managerTokens, season, setup } from './contest.js';
import { counters } from './counters.js';
import { error } from './errors.js';
import { call } from './http.js';
import type { Person } from './person.js';
import { run } from './run-state.js';

export class Group {
  state: 'idle' | 'starting' | 'playing' = 'idle';
  uuid: string | null = null;
  seenInList = false;
  missing = 0;
  games = 0;
  private finishedBy = new Set<number>();

  constructor(
    readonly index: number,
    readonly people: Person[],
    readonly robots: number,
  ) {
    for (const p of people) p.group = this;
  }

  /** Plan, ready, find the game, sit: what an organiser and the table's people do for each game. */
  async start(): Promise<void> {
    if (run.ending) return;
    this.state = 'starting';
    this.finishedBy.clear();
    const manager = managerTokens[this.index % managerTokens.length];
    const accounts = [...this.people.map((p) => p.account_id), ...Array(this.robots).fill(0)];
    const since = performance.now();
    // plan: 2543 while a person's last game is still being recorded (or the plan was made before a failed answer)
    for (;;) {
      if (run.ending) return;
      const a = await call(
        'create_game_plan',
        'POST',
        '/api/contest/create_game_plan',
        manager,
        { ...season(), account_list: accounts, game_start_time: nowSec(), ai_level: 1 },
        [ErrorCode.PLAYER_ALREADY_RESERVED],
      );
      if (a && a.status === 200) break;
      if (a?.code === ErrorCode.PLAYER_ALREADY_RESERVED && (await this.planOrGameExists())) break;
      counters.planRetries++;
      if (performance.now() - since > 120_000) {
        error('table-stuck', `table ${this.index}: no plan after 120 s (last code ${a?.code ?? 'network'})`);
        return this.retryLater();
      }
      await sleep(2000);
    }
    await Promise.all(
      this.people.map((p) =>
        call('player/ready', 'POST', '/api/contest/player/ready', p.token, { ...season(), ready: 1 }),
      ),
    );
    // each person finds the game in the lobby (polled every 2 s) and sits at it
    await Promise.all(this.people.map((p) => this.findGame(p, since)));
  }

  private retryLater(): void {
    this.state = 'idle';
    setTimeout(() => void this.start(), 10_000);
  }

  private async planOrGameExists(): Promise<boolean> {
    const a = await call('player/my_games', 'GET', '/api/contest/player/my_games', this.people[0].token);
    const d = a?.data as { plans: unknown[]; running: { game_uuid: string }[] } | null;
    const last = this.people[0].finishedGame;
    return !!d && (d.plans.length > 0 || d.running.some((r) => r.game_uuid !== last));
  }

  private async findGame(p: Person, since: number): Promise<void> {
    let warned = false;
    for (;;) {
      if (run.ending) return;
      await sleep(rnd(1500, 2500));
      counters.myGamesPolls++;
      const a = await call('player/my_games', 'GET', '/api/contest/player/my_games', p.token);
      const d = a?.data as {
        plans: { ready: boolean }[];
        running: { game_uuid: string; unique_id: number }[];
      } | null;
      const game = d?.running.find((r) => r.unique_id === setup().unique_id && r.game_uuid !== p.finishedGame);
      if (game) {
        if (this.state === 'starting') {
          this.state = 'playing';
          this.uuid = game.game_uuid;
          this.seenInList = false;
          this.missing = 0;
          this.games++;
          counters.gamesStarted++;
        }
        p.sit(game.game_uuid);
        return;
      }
      // a ready call lost to the restart: the plan shows the person not ready
      if (!game && d?.plans.some((x) => !x.ready)) {
        await call('player/ready', 'POST', '/api/contest/player/ready', p.token, { ...season(), ready: 1 });
      }
      if (!warned && performance.now() - since > 90_000) {
        warned = true;
        error('table-stuck', `table ${this.index}: account ${p.account_id} has no game 90 s after its plan`);
      }
    }
  }

  personFinished(uuid: string): void {
    if (uuid !== this.uuid) return;
    for (const p of this.people) if (p.finishedGame === uuid) this.finishedBy.add(p.account_id);
    if (this.finishedBy.size === this.people.length) this.finished();
  }

  /** From the running list: a game seen there and now gone twice in a row has ended. */
  listed(live: Set<string>): void {
    if (this.state !== 'playing' || !this.uuid) return;
    if (live.has(this.uuid)) {
      this.seenInList = true;
      this.missing = 0;
    } else if (this.seenInList && ++this.missing >= 2) this.finished();
  }

  private finished(): void {
    if (this.state !== 'playing') return;
    this.state = 'idle';
    counters.gamesFinished++;
    for (const p of this.people) p.finishedGame = this.uuid;
    setTimeout(() => void this.start(), rnd(3000, 8000));
  }
}
export const groups: Group[] = [];
