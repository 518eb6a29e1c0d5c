/**
 * Fixed hands with hand-checked scores. Each case states its working: yaku, fu breakdown, base points.
 * Seats are seat winds (0 = dealer). Round wind East unless noted.
 */
import { describe, expect, it } from 'vitest';
import { type ScoreWinInput, scoreWin } from './score-win.js';

interface Case {
  name: string;
  input: ScoreWinInput;
  han?: number;
  fu?: number;
  yakuman?: number;
  /** ron payment */
  ron?: number;
  /** tsumo payments */
  dealer?: number;
  nonDealer?: number;
  /** total collected (hand value) */
  points?: number;
  yaku?: string[];
  valid?: false;
  reason?: string;
}

// 234m 567p 678s 99p + 23s waiting 1s/4s: an all-runs, two-sided hand with a plain pair.
const PINFU = '234m567p678s23s99p';

const cases: Case[] = [
  // 1. riichi 1 + tsumo 1 + pinfu 1 = 3 han, pinfu tsumo 20 fu; base 20·2^5 = 640 → 700 / 1300.
  {
    name: 'riichi tsumo pinfu, non-dealer',
    input: { hand: PINFU, winTile: '4s', tsumo: true, riichi: true, seatWind: 1 },
    han: 3,
    fu: 20,
    dealer: 1300,
    nonDealer: 700,
    points: 2700,
    yaku: ['Riichi', 'Menzen Tsumo', 'Pinfu'],
  },
  // 2. same as dealer: 2·640 = 1280 → 1300 all.
  {
    name: 'riichi tsumo pinfu, dealer',
    input: { hand: PINFU, winTile: '4s', tsumo: true, riichi: true, seatWind: 0 },
    han: 3,
    fu: 20,
    nonDealer: 1300,
    points: 3900,
  },
  // 3. pinfu ron: 20 + 10 closed ron = 30 fu, 1 han: 240·4 = 960 → 1000.
  {
    name: 'pinfu ron',
    input: { hand: PINFU, winTile: '1s', tsumo: false, seatWind: 2 },
    han: 1,
    fu: 30,
    ron: 1000,
    yaku: ['Pinfu'],
  },
  // 4. open tanyao (kuitan on by default): 20 + open simple pon 2 = 22 → 30; 1 han 30 fu ron = 1000.
  {
    name: 'open tanyao',
    input: {
      hand: '234m567p34s55s',
      melds: [{ type: 'pon', tiles: '888p', from: 3 }],
      winTile: '2s',
      tsumo: false,
      seatWind: 1,
    },
    han: 1,
    fu: 30,
    ron: 1000,
    yaku: ['Tanyao'],
  },
  // 5. the same without open tanyao (shiduan 0): no yaku.
  {
    name: 'open tanyao off',
    input: {
      hand: '234m567p34s55s',
      melds: [{ type: 'pon', tiles: '888p', from: 3 }],
      winTile: '2s',
      tsumo: false,
      seatWind: 1,
      rule: { shiduan: 0 },
    },
    valid: false,
    reason: 'no-yaku',
  },
  // 6. kanchan: riichi, 20 + 10 + kanchan 2 = 32 → 40; 1 han 40 fu: 320·4 = 1280 → 1300.
  {
    name: 'riichi kanchan ron',
    input: { hand: '13m456789p234s99s', winTile: '2m', tsumo: false, riichi: true, seatWind: 1 },
    han: 1,
    fu: 40,
    ron: 1300,
  },
  // 7. penchan + concealed haku triplet: 20 + 10 + 2 + 8 = 40; haku 1 han → 1300.
  {
    name: 'penchan with concealed dragon triplet',
    input: { hand: '12m456p789p555z99s', winTile: '3m', tsumo: false, seatWind: 3 },
    han: 1,
    fu: 40,
    ron: 1300,
    yaku: ['Haku'],
  },
  // 8. shanpon ron completes the haku triplet, which then counts open (4): 20 + 10 + 4 = 34 → 40 → 1300.
  {
    name: 'shanpon ron on a dragon',
    input: { hand: '234m567p789p33s55z', winTile: '5z', tsumo: false, seatWind: 1 },
    han: 1,
    fu: 40,
    ron: 1300,
  },
  // 9. chiitoitsu ron: 2 han 25 fu: 25·16 = 400 → ·4 = 1600.
  {
    name: 'chiitoitsu ron',
    input: { hand: '1133m5577p22s446z', winTile: '6z', tsumo: false, seatWind: 1 },
    han: 2,
    fu: 25,
    ron: 1600,
  },
  // 10. riichi tsumo chiitoitsu: 4 han 25 fu: 25·64 = 1600 → 1600 / 3200.
  {
    name: 'riichi tsumo chiitoitsu',
    input: { hand: '1133m5577p22s446z', winTile: '6z', tsumo: true, riichi: true, seatWind: 2 },
    han: 4,
    fu: 25,
    dealer: 3200,
    nonDealer: 1600,
    points: 6400,
  },
  // 11. pinfu + sanshoku (closed 2): 3 han 30 fu: 30·32 = 960 → ·4 = 3840 → 3900.
  {
    name: 'pinfu sanshoku',
    input: { hand: '123m123p23s456s99s', winTile: '1s', tsumo: false, seatWind: 1 },
    han: 3,
    fu: 30,
    ron: 3900,
    yaku: ['Pinfu', 'Sanshoku Doujun'],
  },
  // 12. open ittsu 1 han; open hand ron with no fu = 30; 1000.
  {
    name: 'open ittsu',
    input: {
      hand: '123m456m23p99s',
      melds: [{ type: 'chi', tiles: '789m', called: '7m', from: 0 }],
      winTile: '1p',
      tsumo: false,
      seatWind: 1,
    },
    han: 1,
    fu: 30,
    ron: 1000,
    yaku: ['Ittsu'],
  },
  // 13. toitoi: concealed 222m 4 + 333s 4, open 999s 4, ron-completed 888p 2 = 20 + 14 = 34 → 40; 2 han → 640·4 = 2560 → 2600.
  {
    name: 'toitoi ron',
    input: {
      hand: '222m333s55p88p',
      melds: [{ type: 'pon', tiles: '999s', from: 3 }],
      winTile: '8p',
      tsumo: false,
      seatWind: 1,
    },
    han: 2,
    fu: 40,
    ron: 2600,
    yaku: ['Toitoi'],
  },
  // 14. tsumo instead: 888p concealed → sanankou 2 + toitoi 2 = 4 han; 20 + 4+4+4+4 + 2 = 38 → 40: 2560 → mangan 2000/4000.
  {
    name: 'sanankou toitoi tsumo',
    input: {
      hand: '222m333s55p88p',
      melds: [{ type: 'pon', tiles: '999s', from: 3 }],
      winTile: '8p',
      tsumo: true,
      seatWind: 1,
    },
    han: 4,
    fu: 40,
    dealer: 4000,
    nonDealer: 2000,
    points: 8000,
  },
  // 15. chun 1 + ittsu 2 + honitsu 3 = 6 han → haneman 12000 (West seat, East pair 2 fu irrelevant).
  {
    name: 'honitsu ittsu chun',
    input: { hand: '123p456p789p777z1z', winTile: '1z', tsumo: false, seatWind: 2 },
    han: 6,
    ron: 12000,
    yaku: ['Chun', 'Ittsu', 'Honitsu'],
  },
  // 16. open chinitsu 5 han → mangan 8000.
  {
    name: 'open chinitsu',
    input: {
      hand: '11s234s456s99s',
      melds: [{ type: 'chi', tiles: '789s', from: 0 }],
      winTile: '9s',
      tsumo: false,
      seatWind: 1,
    },
    han: 5,
    ron: 8000,
    yaku: ['Chinitsu'],
  },
  // 17. ryanpeikou (3) beats chiitoitsu; tanki: 20 + 10 + 2 = 32 → 40; 1280·4 = 5120 → 5200.
  {
    name: 'ryanpeikou over chiitoitsu',
    input: { hand: '223344m556677p9s', winTile: '9s', tsumo: false, seatWind: 1 },
    han: 3,
    fu: 40,
    ron: 5200,
    yaku: ['Ryanpeikou'],
  },
  // 18. closed chanta 2: 20 + 10 + 999m concealed 8 + East pair (round wind) 2 + tanki 2 = 42 → 50; 800·4 = 3200.
  {
    name: 'chanta',
    input: { hand: '123m999m789p789s1z', winTile: '1z', tsumo: false, seatWind: 2 },
    han: 2,
    fu: 50,
    ron: 3200,
    yaku: ['Chanta'],
  },
  // 19. closed junchan 3: 20 + 10 + 999s 8 + tanki 2 = 40; 1280·4 = 5120 → 5200.
  {
    name: 'junchan',
    input: { hand: '123m789m123p999s1s', winTile: '1s', tsumo: false, seatWind: 1 },
    han: 3,
    fu: 40,
    ron: 5200,
    yaku: ['Junchan'],
  },
  // 20. shousangen 2 + haku 1 + hatsu 1 = 4 han; 20 + 10 + 8 + 8 + chun pair 2 = 48 → 50: 3200 → mangan 8000.
  {
    name: 'shousangen',
    input: { hand: '555z666z77z234m56p', winTile: '4p', tsumo: false, seatWind: 1 },
    han: 4,
    fu: 50,
    ron: 8000,
  },
  // 21. toitoi 2 + honroutou 2 + sanankou 2 = 6 han → haneman 12000 (ron on 9s keeps it off suuankou).
  {
    name: 'honroutou toitoi sanankou',
    input: { hand: '111m999p111s99s11z', winTile: '9s', tsumo: false, seatWind: 1 },
    han: 6,
    ron: 12000,
    yaku: ['Toitoi', 'Sanankou', 'Honroutou'],
  },
  // 22. sanshoku doukou 2 + sanankou 2 = 4 han; 20 + 10 + 4·3 + tanki 2 + haku pair 2 = 46 → 50: mangan 8000.
  {
    name: 'sanshoku doukou',
    input: { hand: '222m222p222s345m5z', winTile: '5z', tsumo: false, seatWind: 1 },
    han: 4,
    fu: 50,
    ron: 8000,
  },
  // 23. seat wind South pon: 1 han; 20 + open honor pon 4 + tanki 2 = 26 → 30 → 1000.
  {
    name: 'seat wind pon',
    input: {
      hand: '234m567p789s5p',
      melds: [{ type: 'pon', tiles: '222z', from: 0 }],
      winTile: '5p',
      tsumo: false,
      seatWind: 1,
    },
    han: 1,
    fu: 30,
    ron: 1000,
    yaku: ['Seat Wind South'],
  },
  // 24. dealer double-wind pair (East round, East seat) with tsumo: 20 + 222m 4 + kanchan 2 + tsumo 2 + pair 4 = 32 → 40;
  //     1 han: 320·2 = 640 → 700 all.
  {
    name: 'double wind pair 4 fu',
    input: { hand: '222m456p13s789s11z', winTile: '2s', tsumo: true, seatWind: 0 },
    han: 1,
    fu: 40,
    nonDealer: 700,
    points: 2100,
  },
  // 25. same with disable_double_wind_four_fu: pair 2 fu → 30 fu: 240·2 = 480 → 500 all.
  {
    name: 'double wind pair 2 fu',
    input: {
      hand: '222m456p13s789s11z',
      winTile: '2s',
      tsumo: true,
      seatWind: 0,
      rule: { disable_double_wind_four_fu: true },
    },
    han: 1,
    fu: 30,
    nonDealer: 500,
    points: 1500,
  },
  // 26. rinshan after a closed haku kan: haku 1 + tsumo 1 + rinshan 1 = 3 han; 20 + closed honor kan 32 + tsumo 2 = 54 → 60.
  //     60·32 = 1920 → 2000 / 3900 without kiriage.
  {
    name: 'rinshan with closed kan, no kiriage',
    input: {
      hand: '234m567p23s99p',
      melds: [{ type: 'ankan', tiles: '5555z' }],
      winTile: '4s',
      tsumo: true,
      rinshan: true,
      seatWind: 1,
    },
    han: 3,
    fu: 60,
    dealer: 3900,
    nonDealer: 2000,
    points: 7900,
    yaku: ['Rinshan Kaihou', 'Menzen Tsumo', 'Haku'],
  },
  // 27. same with kiriage: 3 han 60 fu becomes mangan 2000 / 4000.
  {
    name: 'rinshan with closed kan, kiriage',
    input: {
      hand: '234m567p23s99p',
      melds: [{ type: 'ankan', tiles: '5555z' }],
      winTile: '4s',
      tsumo: true,
      rinshan: true,
      seatWind: 1,
      rule: { have_qieshangmanguan: true },
    },
    han: 3,
    fu: 60,
    dealer: 4000,
    nonDealer: 2000,
    points: 8000,
  },
  // 28. double riichi 2 + ippatsu 1 + pinfu 1 = 4 han 30 fu: 1920·4 = 7680 → 7700.
  {
    name: 'double riichi ippatsu, 4 han 30 fu',
    input: { hand: PINFU, winTile: '1s', tsumo: false, doubleRiichi: true, ippatsu: true, seatWind: 1 },
    han: 4,
    fu: 30,
    ron: 7700,
    yaku: ['Double Riichi', 'Ippatsu', 'Pinfu'],
  },
  // 29. dealer 4 han 30 fu ron: 1920·6 = 11520 → 11600 without kiriage.
  {
    name: 'dealer 4 han 30 fu',
    input: { hand: PINFU, winTile: '1s', tsumo: false, doubleRiichi: true, ippatsu: true, seatWind: 0 },
    han: 4,
    fu: 30,
    ron: 11600,
  },
  // 30. ... and 12000 with kiriage.
  {
    name: 'dealer 4 han 30 fu, kiriage',
    input: {
      hand: PINFU,
      winTile: '1s',
      tsumo: false,
      doubleRiichi: true,
      ippatsu: true,
      seatWind: 0,
      rule: { have_qieshangmanguan: true },
    },
    han: 4,
    fu: 30,
    ron: 12000,
  },
  // 31. red five: open tanyao 1 + aka 1 = 2 han 30 fu: 480·4 = 1920 → 2000.
  {
    name: 'red five',
    input: {
      hand: '234m067p34s55s',
      melds: [{ type: 'pon', tiles: '888p', from: 3 }],
      winTile: '2s',
      tsumo: false,
      seatWind: 1,
    },
    han: 2,
    fu: 30,
    ron: 2000,
    yaku: ['Tanyao', 'Aka Dora'],
  },
  // 32. ura: riichi 1 + pinfu 1 + ura 2 (indicator 8p → 9p pair) = 4 han 30 fu → 7700.
  {
    name: 'ura dora',
    input: { hand: PINFU, winTile: '1s', tsumo: false, riichi: true, ura: '8p', seatWind: 1 },
    han: 4,
    fu: 30,
    ron: 7700,
    yaku: ['Riichi', 'Pinfu', 'Ura Dora'],
  },
  // 33. ura without riichi does not count: pinfu only 1000.
  {
    name: 'ura needs riichi',
    input: { hand: PINFU, winTile: '1s', tsumo: false, ura: '8p', seatWind: 1 },
    han: 1,
    ron: 1000,
  },
  // 34. dora: indicator 1m → 2m; riichi + pinfu + dora 1 = 3 han 30 fu → 3900.
  {
    name: 'dora',
    input: { hand: PINFU, winTile: '1s', tsumo: false, riichi: true, dora: '1m', seatWind: 1 },
    han: 3,
    ron: 3900,
  },
  // 35. haitei: tsumo 1 + pinfu 1 + haitei 1 = 3 han 20 fu → 700 / 1300.
  {
    name: 'haitei',
    input: { hand: PINFU, winTile: '4s', tsumo: true, haitei: true, seatWind: 1 },
    han: 3,
    fu: 20,
    dealer: 1300,
    nonDealer: 700,
    yaku: ['Haitei Raoyue', 'Menzen Tsumo', 'Pinfu'],
  },
  // 36. houtei: pinfu 1 + houtei 1 = 2 han 30 fu → 2000.
  {
    name: 'houtei',
    input: { hand: PINFU, winTile: '1s', tsumo: false, houtei: true, seatWind: 1 },
    han: 2,
    fu: 30,
    ron: 2000,
  },
  // 37. chankan: pinfu 1 + chankan 1 = 2 han 30 fu → 2000.
  {
    name: 'chankan',
    input: { hand: PINFU, winTile: '1s', tsumo: false, chankan: true, seatWind: 1 },
    han: 2,
    ron: 2000,
    yaku: ['Chankan', 'Pinfu'],
  },
  // 38. sankantsu 2: open kans 2222m 8 + 3333p 8, closed 4444s 16, tanki 2, haku pair 2 = 56 → 60; 960·4 = 3840 → 3900.
  {
    name: 'sankantsu with open and closed kans',
    input: {
      hand: '567m5z',
      melds: [
        { type: 'daiminkan', tiles: '2222m', from: 0 },
        { type: 'daiminkan', tiles: '3333p', from: 2 },
        { type: 'ankan', tiles: '4444s' },
      ],
      winTile: '5z',
      tsumo: false,
      seatWind: 1,
    },
    han: 2,
    fu: 60,
    ron: 3900,
    yaku: ['Sankantsu'],
  },
  // 39. an added kan counts as an open kan: 2222m 8 + closed 4444s 16 + open chun pon 4 + tanki 2 + haku pair 2 = 52 → 60 fu;
  //     chun 1 han: 60·2^3 = 480 → ·4 = 1920 → 2000.
  {
    name: 'added kan fu',
    input: {
      hand: '567m5z',
      melds: [
        { type: 'kakan', tiles: '2222m', from: 0 },
        { type: 'ankan', tiles: '4444s' },
        { type: 'pon', tiles: '777z', from: 2 },
      ],
      winTile: '5z',
      tsumo: false,
      seatWind: 1,
    },
    han: 1,
    fu: 60,
    ron: 2000,
  },
  // 40. kazoe: riichi 1 + ippatsu 1 + tsumo 1 + pinfu 1 + iipeikou 1 + ittsu 2 + chinitsu 6 = 13 → counted yakuman 8000/16000.
  {
    name: 'kazoe yakuman',
    input: { hand: '11223345678p55p', winTile: '9p', tsumo: true, riichi: true, ippatsu: true, seatWind: 1 },
    han: 13,
    dealer: 16000,
    nonDealer: 8000,
    points: 32000,
  },
  // 41. ... capped at sanbaiman with disable_leijiyiman: base 6000 → 6000 / 12000.
  {
    name: 'kazoe off',
    input: {
      hand: '11223345678p55p',
      winTile: '9p',
      tsumo: true,
      riichi: true,
      ippatsu: true,
      seatWind: 1,
      rule: { disable_leijiyiman: true },
    },
    han: 13,
    dealer: 12000,
    nonDealer: 6000,
    points: 24000,
  },
  // 42. kokushi single wait, non-dealer ron: 32000.
  {
    name: 'kokushi',
    input: { hand: '19m19p19s1234566z', winTile: '7z', tsumo: false, seatWind: 1 },
    yakuman: 1,
    ron: 32000,
  },
  // 43. kokushi 13-sided: double yakuman 64000; single with disable_double_yakuman.
  {
    name: 'kokushi 13-sided',
    input: { hand: '19m19p19s1234567z', winTile: '1m', tsumo: false, seatWind: 1 },
    yakuman: 2,
    ron: 64000,
  },
  {
    name: 'kokushi 13-sided, no double yakuman',
    input: {
      hand: '19m19p19s1234567z',
      winTile: '1m',
      tsumo: false,
      seatWind: 1,
      rule: { disable_double_yakuman: true },
    },
    yakuman: 1,
    ron: 32000,
  },
  // 44. suuankou by tsumo on a shanpon: 8000 / 16000.
  {
    name: 'suuankou tsumo',
    input: { hand: '111m333p555s77s22z', winTile: '7s', tsumo: true, seatWind: 2 },
    yakuman: 1,
    dealer: 16000,
    nonDealer: 8000,
    yaku: ['Suuankou'],
  },
  // 45. same shape by ron: 777s counts open → sanankou 2 + toitoi 2 = 4 han; 20 + 10 + 8 + 4 + 4 + 2 = 48 → 50 → mangan 8000.
  {
    name: 'suuankou broken by ron',
    input: { hand: '111m333p555s77s22z', winTile: '7s', tsumo: false, seatWind: 2 },
    han: 4,
    fu: 50,
    ron: 8000,
  },
  // 46. suuankou tanki: double yakuman 16000 / 32000.
  {
    name: 'suuankou tanki',
    input: { hand: '111m333p555s777s2z', winTile: '2z', tsumo: true, seatWind: 2 },
    yakuman: 2,
    dealer: 32000,
    nonDealer: 16000,
  },
  // 47. closed daisangen ron 32000.
  {
    name: 'daisangen',
    input: { hand: '555666777z11m23p', winTile: '4p', tsumo: false, seatWind: 1 },
    yakuman: 1,
    ron: 32000,
    yaku: ['Daisangen'],
  },
  // 48. tsuuiisou + daisangen + suuankou tanki = 1 + 1 + 2 = 4 → 32000 / 64000.
  {
    name: 'composite yakuman',
    input: { hand: '555z666z777z111z2z', winTile: '2z', tsumo: true, seatWind: 1 },
    yakuman: 4,
    dealer: 64000,
    nonDealer: 32000,
  },
  // 49. composite off: only the largest (suuankou tanki ×2) → 16000 / 32000.
  {
    name: 'composite yakuman off',
    input: {
      hand: '555z666z777z111z2z',
      winTile: '2z',
      tsumo: true,
      seatWind: 1,
      rule: { disable_composite_yakuman: true },
    },
    yakuman: 2,
    dealer: 32000,
    nonDealer: 16000,
  },
  // 50. multiple yakuman off: capped at one → 8000 / 16000.
  {
    name: 'multiple yakuman off',
    input: {
      hand: '555z666z777z111z2z',
      winTile: '2z',
      tsumo: true,
      seatWind: 1,
      rule: { disable_multi_yukaman: true },
    },
    yakuman: 1,
    dealer: 16000,
    nonDealer: 8000,
  },
  // 51. junsei chuuren (nine-sided), double: 64000 ron.
  {
    name: 'junsei chuuren',
    input: { hand: '1112345678999m', winTile: '5m', tsumo: false, seatWind: 1 },
    yakuman: 2,
    ron: 64000,
  },
  // 52. plain chuuren: 32000.
  {
    name: 'chuuren',
    input: { hand: '1112345678899m', winTile: '9m', tsumo: false, seatWind: 1 },
    yakuman: 1,
    ron: 32000,
  },
  // 53. ryuuiisou: 32000.
  {
    name: 'ryuuiisou',
    input: { hand: '223344666888s6z', winTile: '6z', tsumo: false, seatWind: 1 },
    yakuman: 1,
    ron: 32000,
    yaku: ['Ryuuiisou'],
  },
  // 54. suukantsu tanki tsumo: 8000 / 16000.
  {
    name: 'suukantsu',
    input: {
      hand: '5m',
      melds: [
        { type: 'daiminkan', tiles: '2222m', from: 0 },
        { type: 'daiminkan', tiles: '3333p', from: 2 },
        { type: 'ankan', tiles: '4444s' },
        { type: 'ankan', tiles: '7777z' },
      ],
      winTile: '5m',
      tsumo: true,
      seatWind: 1,
    },
    yakuman: 1,
    dealer: 16000,
    nonDealer: 8000,
  },
  // 55. tenhou: dealer 16000 all.
  {
    name: 'tenhou',
    input: { hand: PINFU, winTile: '4s', tsumo: true, tenhou: true, seatWind: 0 },
    yakuman: 1,
    nonDealer: 16000,
    points: 48000,
  },
  // 56. han minimum 2: pinfu alone (1 han) cannot win.
  {
    name: 'fanfu 2 blocks 1 han',
    input: { hand: PINFU, winTile: '1s', tsumo: false, seatWind: 1, rule: { fanfu: 2 } },
    valid: false,
    reason: 'fanfu',
  },
  // 57. ... dora do not count toward it: pinfu + dora 2 is still 1 han without dora.
  {
    name: 'fanfu ignores dora',
    input: { hand: PINFU, winTile: '1s', tsumo: false, seatWind: 1, dora: '8p', rule: { fanfu: 2 } },
    valid: false,
    reason: 'fanfu',
  },
  // 58. riichi + pinfu = 2 han passes fanfu 2: 2 han 30 fu → 2000.
  {
    name: 'fanfu 2 met',
    input: { hand: PINFU, winTile: '1s', tsumo: false, riichi: true, seatWind: 1, rule: { fanfu: 2 } },
    han: 2,
    ron: 2000,
  },

  // Three-player (no 2m–8m; default rule has no tsumo loss: the absent north's share is split).
  // 59. riichi tsumo pinfu + 2 kita = 5 han → mangan; 4000 + 1000 from the dealer, 2000 + 1000 from the other child.
  {
    name: 'sanma kita, north split',
    input: { hand: '123p456p789s23s99p', winTile: '4s', tsumo: true, riichi: true, seatWind: 1, kita: 2, players: 3 },
    han: 5,
    dealer: 5000,
    nonDealer: 3000,
    points: 8000,
    yaku: ['Riichi', 'Menzen Tsumo', 'Pinfu', 'Kita'],
  },
  // 60. same with tsumo loss: 4000 + 2000 = 6000.
  {
    name: 'sanma kita, tsumo loss',
    input: {
      hand: '123p456p789s23s99p',
      winTile: '4s',
      tsumo: true,
      riichi: true,
      seatWind: 1,
      kita: 2,
      players: 3,
      rule: { have_zimosun: true },
    },
    han: 5,
    dealer: 4000,
    nonDealer: 2000,
    points: 6000,
  },
  // 61. sanma dora wraps: indicator 1m → 9m; riichi 1 + pinfu 1 + dora 2 (99m pair) = 4 han 30 fu → 7700.
  {
    name: 'sanma 1m indicator makes 9m dora',
    input: {
      hand: '99m123p456p78s234s',
      winTile: '9s',
      tsumo: false,
      riichi: true,
      seatWind: 1,
      dora: '1m',
      players: 3,
    },
    han: 4,
    fu: 30,
    ron: 7700,
  },
  // 62. the same indicator at four players points to 2m: riichi + pinfu 2 han 30 fu → 2000.
  {
    name: 'four-player 1m indicator makes 2m dora',
    input: { hand: '99m123p456p78s234s', winTile: '9s', tsumo: false, riichi: true, seatWind: 1, dora: '1m' },
    han: 2,
    ron: 2000,
  },
  // 63. kita with North as dora (indicator West): kita 1 + dora 1 on top of riichi + pinfu = 4 han 30 fu → 7700.
  {
    name: 'sanma kita is dora when North is dora',
    input: {
      hand: '99m123p456p78s234s',
      winTile: '9s',
      tsumo: false,
      riichi: true,
      seatWind: 1,
      dora: '3z',
      kita: 1,
      players: 3,
    },
    han: 4,
    ron: 7700,
    yaku: ['Riichi', 'Pinfu', 'Kita', 'Dora'],
  },
  // 64. sanma dealer riichi tsumo pinfu: 3 han 20 fu: 1300 each + half of the absent 1300 (650 → 700) = 2000 each.
  {
    name: 'sanma dealer tsumo, north split',
    input: { hand: '123p456p789s23s99p', winTile: '4s', tsumo: true, riichi: true, seatWind: 0, players: 3 },
    han: 3,
    nonDealer: 2000,
    points: 4000,
  },
  // 65. sanma small hand, north split: menzen tsumo only, 20 + kanchan 2 + tsumo 2 = 24 → 30 fu; four-player shares
  //     300 / 500, plus half the absent 300 (150 → 200) each: 500 / 700.
  {
    name: 'sanma 30 fu 1 han tsumo, north split',
    input: { hand: '123p456p789s99s13s', winTile: '2s', tsumo: true, seatWind: 1, players: 3 },
    han: 1,
    fu: 30,
    dealer: 700,
    nonDealer: 500,
    points: 1200,
  },
];

describe('scoreWin fixed hands', () => {
  for (const c of cases) {
    it(c.name, () => {
      const r = scoreWin(c.input);
      if (c.valid === false) {
        expect(r.valid).toBe(false);
        if (c.reason) expect(r.reason).toBe(c.reason);
        return;
      }
      expect(r.valid, JSON.stringify(r)).toBe(true);
      if (c.han !== undefined) expect(r.han).toBe(c.han);
      if (c.fu !== undefined) expect(r.fu).toBe(c.fu);
      if (c.yakuman !== undefined) expect(r.yakuman).toBe(c.yakuman);
      if (c.ron !== undefined) expect(r.payments.ron).toBe(c.ron);
      if (c.dealer !== undefined) expect(r.payments.dealer).toBe(c.dealer);
      if (c.nonDealer !== undefined) expect(r.payments.nonDealer).toBe(c.nonDealer);
      if (c.points !== undefined) expect(r.points).toBe(c.points);
      if (c.yaku) expect(r.yaku.map((y) => y.name).sort()).toEqual(c.yaku.slice().sort());
      expect(r.deltas.reduce((a, b) => a + b, 0)).toBe(0);
    });
  }
});

describe('scoreWin input forms', () => {
  it('accepts the closed hand with the winning tile included', () => {
    const a = scoreWin({ hand: `${PINFU}1s`, winTile: '1s', tsumo: false, seatWind: 1 });
    expect(a.valid).toBe(true);
    expect(a.payments.ron).toBe(1000);
  });
  it('reports an incomplete hand', () => {
    expect(scoreWin({ hand: PINFU, winTile: '9m', tsumo: false, seatWind: 1 }).reason).toBe('not-complete');
  });
});

describe('scoreWin payments', () => {
  it('honba and riichi sticks on a ron', () => {
    // pinfu ron 1000 + 2 honba (600) paid by the discarder; one stick (1000) to the winner.
    const r = scoreWin({ hand: PINFU, winTile: '1s', tsumo: false, seatWind: 1, from: 3, honba: 2, riichiSticks: 1 });
    expect(r.deltas).toEqual([0, 2600, 0, -1600]);
  });
  it('honba on a tsumo is 100 per payer', () => {
    const r = scoreWin({ hand: PINFU, winTile: '4s', tsumo: true, riichi: true, seatWind: 1, honba: 1 });
    expect(r.deltas).toEqual([-1400, 3000, -800, -800]);
  });
  it('three-player honba: 200 on ron, 100 from each on tsumo', () => {
    const ron = scoreWin({
      hand: '123p456p789s23s99p',
      winTile: '1s',
      tsumo: false,
      seatWind: 1,
      from: 2,
      honba: 1,
      players: 3,
    });
    expect(ron.deltas).toEqual([0, 1200, -1200]);
    const tsumo = scoreWin({
      hand: '123p456p789s23s99p',
      winTile: '4s',
      tsumo: true,
      riichi: true,
      seatWind: 0,
      players: 3,
      honba: 1,
    });
    expect(tsumo.deltas).toEqual([4200, -2100, -2100]);
  });
  it('pao on daisangen tsumo: the feeder pays all', () => {
    const r = scoreWin({
      hand: '1199m',
      melds: [
        { type: 'pon', tiles: '555z', from: 1 },
        { type: 'pon', tiles: '666z', from: 2 },
        { type: 'pon', tiles: '777z', from: 3 },
      ],
      winTile: '1m',
      tsumo: true,
      seatWind: 0,
    });
    expect(r.yakuman).toBe(1);
    expect(r.pao?.seat).toBe(3);
    expect(r.deltas).toEqual([48000, 0, 0, -48000]);
  });
  it('pao on daisangen ron by someone else: half each', () => {
    const r = scoreWin({
      hand: '1199m',
      melds: [
        { type: 'pon', tiles: '555z', from: 1 },
        { type: 'pon', tiles: '666z', from: 2 },
        { type: 'pon', tiles: '777z', from: 3 },
      ],
      winTile: '1m',
      tsumo: false,
      from: 1,
      seatWind: 0,
    });
    expect(r.deltas).toEqual([48000, -24000, 0, -24000]);
  });
});
