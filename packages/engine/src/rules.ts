/**
 * The engine's reading of the shared detail rule (spec part 2 §3). Every field comes from
 * `@taikai/shared`'s `DetailRuleFields`; missing fields fall back to the player count's default, so a partial
 * rule (or one from an older payload) still plays. Fields that only concern the console (thinking time, emoji,
 * broadcast, level limits) are not read.
 */
import { type DetailRuleFields, defaultDetailRule } from '@taikai/shared';

export type RuleInput = Partial<DetailRuleFields> & Record<string, unknown>;

export interface EngineRule {
  players: 3 | 4;
  initPoint: number;
  fandian: number;
  jingsuanyuandian: number;
  riichiStick: number;
  honbaValue: number;
  /** noten payment per noten player when 1/2/3 players are tenpai. */
  notenFafu: [number, number, number];
  /** uma for places 1..4 (1st derived). */
  uma: number[];
  redFives: number;
  /** minimum han without dora (1, 2 or 4). */
  fanfu: number;
  openTanyao: boolean;
  canBust: boolean;
  kiriage: boolean;
  headBump: boolean;
  tsumoLoss: boolean;
  nagashi: boolean;
  ippatsu: boolean;
  suddenDeath: boolean;
  kuikaeAllowed: boolean;
  riichiWithoutDraw: boolean;
  doubleWindPairTwoFu: boolean;
  dora: boolean;
  ura: boolean;
  kanDora: boolean;
  kanDoraImmediate: boolean;
  kanUra: boolean;
  renchanOnWin: boolean;
  renchanOnTenpai: boolean;
  stopOnWin: boolean;
  stopOnTenpai: boolean;
  abortFourKans: boolean;
  abortFourWinds: boolean;
  abortFourRiichi: boolean;
  abortNineTerminals: boolean;
  abortTripleRon: boolean;
  noKazoe: boolean;
  /** total yakuman multiple capped at 1. */
  noMultiYakuman: boolean;
  /** double-yakuman hands count single. */
  noDoubleYakuman: boolean;
  /** several different yakuman do not add up (the largest counts). */
  noCompositeYakuman: boolean;
  /** kokushi may not rob a closed kan. */
  noAnkanKokushi: boolean;
  /** robot level when none is given per seat. */
  aiLevel: number;
  raw: DetailRuleFields;
}

function num(v: unknown, d: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'boolean' ? (v ? 1 : 0) : d;
}
function flag(v: unknown, d: boolean): boolean {
  return typeof v === 'boolean' ? v : typeof v === 'number' ? v !== 0 : d;
}

export function engineRule(players: 3 | 4, input?: RuleInput): EngineRule {
  const base = defaultDetailRule(players);
  const r = { ...base } as DetailRuleFields;
  if (input) {
    for (const k of Object.keys(base) as (keyof DetailRuleFields)[]) {
      const v = input[k];
      if (v === undefined || v === null) continue;
      (r as Record<string, unknown>)[k] =
        typeof base[k] === 'boolean' ? flag(v, base[k] as boolean) : num(v, base[k] as number);
    }
  }
  const s2 = r.shunweima_2;
  const s3 = r.shunweima_3;
  const s4 = players === 4 ? r.shunweima_4 : 0;
  const uma = players === 4 ? [-(s2 + s3 + s4), s2, s3, s4] : [-(s2 + s3), s2, s3];
  const fanfu = Math.max(1, Math.floor(r.fanfu || 1));
  return {
    players,
    initPoint: r.init_point,
    fandian: r.fandian,
    jingsuanyuandian: r.jingsuanyuandian,
    riichiStick: r.liqibang_value,
    honbaValue: r.changbang_value,
    notenFafu: [r.noting_fafu_1, r.noting_fafu_2, r.noting_fafu_3],
    uma,
    redFives: r.dora_count,
    fanfu,
    openTanyao: r.shiduan !== 0,
    canBust: r.can_jifei,
    kiriage: r.have_qieshangmanguan,
    headBump: r.have_toutiao,
    tsumoLoss: r.have_zimosun,
    nagashi: r.have_liujumanguan,
    ippatsu: r.have_yifa,
    suddenDeath: r.have_nanruxiru,
    kuikaeAllowed: r.enable_shiti,
    riichiWithoutDraw: r.enable_nontsumo_liqi,
    doubleWindPairTwoFu: r.disable_double_wind_four_fu,
    dora: r.have_biao_dora,
    ura: r.have_li_dora,
    kanDora: r.have_gang_biao_dora,
    kanDoraImmediate: r.ming_dora_immediately_open,
    kanUra: r.have_gang_li_dora,
    renchanOnWin: r.have_helelianzhuang,
    renchanOnTenpai: r.have_tingpailianzhuang,
    stopOnWin: r.have_helezhongju,
    stopOnTenpai: r.have_tingpaizhongju,
    abortFourKans: r.have_sigangsanle,
    abortFourWinds: r.have_sifenglianda,
    abortFourRiichi: r.have_sijializhi,
    abortNineTerminals: r.have_jiuzhongjiupai,
    abortTripleRon: r.have_sanjiahele,
    noKazoe: r.disable_leijiyiman,
    noMultiYakuman: r.disable_multi_yukaman,
    noDoubleYakuman: r.disable_double_yakuman,
    noCompositeYakuman: r.disable_composite_yakuman,
    noAnkanKokushi: r.disable_angang_guoshi,
    aiLevel: r.ai_level,
    raw: r,
  };
}
