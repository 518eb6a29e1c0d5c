/**
 * Game log in the mjai event vocabulary (newline-delimited JSON events). Tiles are mjai names (`1m`, `5pr`, `E`).
 * Three-player games use 3-entry `scores`/`tehais`/`deltas` and add `kita` events. Additions to plain mjai, kept
 * small: `hora` carries `yakus` as [name, han] pairs, `fu`, `fan`, `yakuman`, `hora_points`, `deltas`, `scores`;
 * `ryukyoku` carries `reason`, `tenpais`, `deltas`, `scores`; `end_game` carries the settlement.
 */

export type MjaiTile = string;

export type MjaiEvent =
  | { type: 'start_game'; names: string[]; seed: string; round_type: number; players: number }
  | {
      type: 'start_kyoku';
      bakaze: MjaiTile;
      dora_marker: MjaiTile | null;
      kyoku: number;
      honba: number;
      kyotaku: number;
      oya: number;
      scores: number[];
      tehais: MjaiTile[][];
    }
  | { type: 'tsumo'; actor: number; pai: MjaiTile; rinshan?: boolean }
  | { type: 'dahai'; actor: number; pai: MjaiTile; tsumogiri: boolean }
  | { type: 'chi' | 'pon' | 'daiminkan'; actor: number; target: number; pai: MjaiTile; consumed: MjaiTile[] }
  | { type: 'kakan'; actor: number; pai: MjaiTile; consumed: MjaiTile[] }
  | { type: 'ankan'; actor: number; consumed: MjaiTile[] }
  | { type: 'kita'; actor: number; pai: MjaiTile }
  | { type: 'dora'; dora_marker: MjaiTile }
  | { type: 'reach'; actor: number }
  | { type: 'reach_accepted'; actor: number; deltas: number[]; scores: number[] }
  | {
      type: 'hora';
      actor: number;
      target: number;
      pai: MjaiTile;
      uradora_markers: MjaiTile[];
      yakus: [string, number][];
      fu: number;
      fan: number;
      yakuman: number;
      hora_points: number;
      deltas: number[];
      scores: number[];
    }
  | { type: 'ryukyoku'; reason: RyukyokuReason; tenpais: boolean[]; deltas: number[]; scores: number[] }
  | { type: 'end_kyoku' }
  | {
      type: 'end_game';
      scores: number[];
      result: { seat: number; part_point_1: number; total_point: number; placement: number }[];
    };

/** Exhaustive draw, nagashi mangan, and the abortive draws. */
export type RyukyokuReason =
  | 'fanpai'
  | 'nagashimangan'
  | 'kyushukyuhai'
  | 'suufonrenda'
  | 'suukaikan'
  | 'suuchariichi'
  | 'sanchaho';
