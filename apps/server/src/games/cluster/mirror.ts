/**
 * A game driven by another process, as this process follows it: the engine state rebuilt from the game's config and
 * decisions up to its last `sync`, then moved by the `step` events of its event log in order. Views and progress
 * for this process's sockets come from here; nothing here decides anything.
 */
import {
  type Action,
  type EnginePort,
  type GameConfig,
  type GameState,
  type LogEntry,
  NO_LOG,
  type SeatView,
} from '../engine.js';
import type { GameEvent, LiveProgress } from '../host.js';

export class Mirror {
  status: 'running' | 'paused' | 'finished' = 'running';
  /** false once the engine refused a step (the mirror no longer matches; the next sync rebuilds it) */
  sound = true;
  private updateTime: number;

  constructor(
    private readonly E: EnginePort,
    readonly uuid: string,
    private state: GameState,
    paused: boolean,
    now: number,
  ) {
    this.status = paused ? 'paused' : 'running';
    this.updateTime = now;
  }

  static rebuild(
    E: EnginePort,
    uuid: string,
    config: GameConfig,
    decisions: readonly LogEntry[],
    paused: boolean,
    now: number,
  ): Mirror {
    return new Mirror(E, uuid, E.replay(config, decisions, NO_LOG), paused, now);
  }

  /** Follows one event of the game's log (sync events are handled by the caller: they rebuild). */
  apply(e: GameEvent, now: number): void {
    switch (e.type) {
      case 'step':
        this.step(e.entry);
        this.updateTime = now;
        return;
      case 'paused':
        this.status = 'paused';
        return;
      case 'resumed':
        this.status = 'running';
        return;
      case 'finished':
        this.status = 'finished';
        return;
      default:
        return;
    }
  }

  view(seat: number): SeatView | null {
    return this.sound ? this.E.view(this.state, seat) : null;
  }

  progress(): LiveProgress | null {
    if (!this.sound) return null;
    const p = this.E.progress(this.state);
    return {
      uuid: this.uuid,
      status: this.status,
      chang: p.chang,
      ju: p.ju,
      ben: p.ben,
      scores: p.scores,
      hands: p.hands,
      is_end: p.over,
      update_time: this.updateTime,
    };
  }

  private step(entry: LogEntry): void {
    if (!this.sound) return;
    // windows held as the driver holds them for its subscribers, so views here are the ones the driver would show
    const opts = { inPlace: true, events: false, holdWindows: true };
    if (entry.seat === -1) {
      const type = entry.action.type;
      // a window the mirror did not hold (rebuilt by a replay, which never holds one) is already closed
      const r =
        type === 'close_window'
          ? this.E.closeWindow(this.state, opts)
          : type === 'next_hand'
            ? this.E.nextHand(this.state, opts)
            : this.E.terminate(this.state, opts);
      if (r) this.state = r.state;
      return;
    }
    const out = this.E.apply(this.state, entry.seat, entry.action as Action, opts);
    if (out.ok) this.state = out.state;
    else this.sound = false;
  }
}
