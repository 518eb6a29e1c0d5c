/** Messages for the codes of seating a round, 2610–2613 (issue 32). */
import { ErrorCode, type ErrorCodeValue } from '../errors.js';
import type { MessageLang } from './langs.js';

export const SEATING_MESSAGES = {
  [ErrorCode.SEATING_NOT_ON_ROSTER]: {
    'zh-CN': '账号 {account} 不是本赛季已加入的选手，不能入座',
    'zh-TW': '帳號 {account} 不是本賽季已加入的選手，不能入座',
    en: 'Account {account} is not a joined player of this season and cannot be seated.',
    ja: 'アカウント {account} はこのシーズンの参加選手ではないため、着席できません。',
    ko: '계정 {account}은(는) 이 시즌에 참가한 선수가 아니어서 자리에 앉을 수 없습니다.',
  },
  [ErrorCode.SEATING_BLACKLISTED]: {
    'zh-CN': '账号 {account} 在本赛季的黑名单中，不能入座',
    'zh-TW': '帳號 {account} 在本賽季的黑名單中，不能入座',
    en: "Account {account} is on this season's blacklist and cannot be seated.",
    ja: 'アカウント {account} はこのシーズンのブラックリストに入っているため、着席できません。',
    ko: '계정 {account}은(는) 이 시즌의 블랙리스트에 있어 자리에 앉을 수 없습니다.',
  },
  [ErrorCode.SEATING_TABLE_INVALID]: {
    'zh-CN': '第 {table} 桌有误：每桌须坐满 {seats} 人，且每位选手只能坐一桌',
    'zh-TW': '第 {table} 桌有誤：每桌須坐滿 {seats} 人，且每位選手只能坐一桌',
    en: 'Table {table} is wrong: each table seats exactly {seats} players, and each player sits at one table only.',
    ja: '第 {table} 卓に誤りがあります。各卓はちょうど {seats} 人で、選手は 1 つの卓にしか座れません。',
    ko: '{table}번 테이블이 잘못되었습니다. 각 테이블은 정확히 {seats}명이 앉고, 선수는 한 테이블에만 앉을 수 있습니다.',
  },
  [ErrorCode.SEATING_NO_TABLES]: {
    'zh-CN': '这一轮至少需要一桌',
    'zh-TW': '這一輪至少需要一桌',
    en: 'A round needs at least one table.',
    ja: 'このラウンドには少なくとも 1 卓が必要です。',
    ko: '이 라운드에는 최소 한 테이블이 필요합니다.',
  },
} as const satisfies Partial<Record<ErrorCodeValue, Record<MessageLang, string>>>;
