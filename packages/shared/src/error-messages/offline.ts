/** Messages for the codes of tables played elsewhere, 2600–2607 (issue 32). */
import { ErrorCode, type ErrorCodeValue } from '../errors.js';
import type { MessageLang } from './langs.js';

export const OFFLINE_MESSAGES = {
  [ErrorCode.OFFLINE_NOT_ON_ROSTER]: {
    'zh-CN': '账号 {account} 不是本赛季已加入的选手',
    'zh-TW': '帳號 {account} 不是本賽季已加入的選手',
    en: 'Account {account} is not a joined player of this season.',
    ja: 'アカウント {account} はこのシーズンの参加選手ではありません。',
    ko: '계정 {account}은(는) 이 시즌에 참가한 선수가 아닙니다.',
  },
  [ErrorCode.OFFLINE_BLACKLISTED]: {
    'zh-CN': '账号 {account} 在本赛季的黑名单中',
    'zh-TW': '帳號 {account} 在本賽季的黑名單中',
    en: "Account {account} is on this season's blacklist.",
    ja: 'アカウント {account} はこのシーズンのブラックリストに入っています。',
    ko: '계정 {account}은(는) 이 시즌의 블랙리스트에 있습니다.',
  },
  [ErrorCode.OFFLINE_POINTS_SUM]: {
    'zh-CN': '终局点数与剩余立直棒合计 {given}，应为 {total}',
    'zh-TW': '終局點數與剩餘立直棒合計 {given}，應為 {total}',
    en: 'The final points and the riichi sticks left add up to {given}; they must add up to {total}.',
    ja: '終局時の点数と残った供託リーチ棒の合計が {given} です。{total} になる必要があります。',
    ko: '최종 점수와 남은 리치봉의 합이 {given}입니다. {total}이어야 합니다.',
  },
  [ErrorCode.OFFLINE_TIME_OUTSIDE_SEASON]: {
    'zh-CN': '对局时间须在赛季之内（{start} 至 {end}），结束晚于开始且不晚于现在',
    'zh-TW': '對局時間須在賽季之內（{start} 至 {end}），結束晚於開始且不晚於現在',
    en: 'The table must be played inside the season ({start} to {end}), end after it starts and not in the future.',
    ja: '対局の時間はシーズン内（{start}〜{end}）で、終了は開始より後、かつ現在より前である必要があります。',
    ko: '대국 시간은 시즌 기간({start}~{end}) 안이어야 하며, 종료는 시작 이후이고 현재보다 늦을 수 없습니다.',
  },
  [ErrorCode.OFFLINE_NOT_EDITABLE]: {
    'zh-CN': '只有手动录入的线下对局记录可以这样修改',
    'zh-TW': '只有手動錄入的線下對局紀錄可以這樣修改',
    en: 'Only a result entered by hand can be edited this way.',
    ja: 'この方法で編集できるのは手入力したオフライン対局の記録だけです。',
    ko: '이 방법으로는 직접 입력한 오프라인 대국 기록만 수정할 수 있습니다.',
  },
  [ErrorCode.OFFLINE_IMPORT_INVALID]: {
    'zh-CN': '文件中有 {count} 处错误，未导入任何对局',
    'zh-TW': '檔案中有 {count} 處錯誤，未匯入任何對局',
    en: 'The file has {count} problems; nothing was imported.',
    ja: 'ファイルに {count} 件の問題があります。何も取り込まれていません。',
    ko: '파일에 문제가 {count}개 있습니다. 아무것도 가져오지 않았습니다.',
  },
  [ErrorCode.OFFLINE_NO_LOG]: {
    'zh-CN': '该对局在线下进行，没有牌谱和回放',
    'zh-TW': '該對局在線下進行，沒有牌譜和回放',
    en: 'This table was played in person: it has no log and no replay.',
    ja: 'この対局はオフラインで行われたため、牌譜とリプレイはありません。',
    ko: '이 대국은 오프라인으로 진행되어 패보와 리플레이가 없습니다.',
  },
  [ErrorCode.OFFLINE_STICKS_INVALID]: {
    'zh-CN': '剩余立直棒须交给在座的一家；没有剩余时不能指定',
    'zh-TW': '剩餘立直棒須交給在座的一家；沒有剩餘時不能指定',
    en: 'Leftover riichi sticks go to a seat at the table, and none can be taken when none were left.',
    ja: '残った供託リーチ棒は卓の誰かが受け取ります。残りがない場合は指定できません。',
    ko: '남은 리치봉은 테이블의 한 자리가 가져가야 하며, 남은 것이 없으면 지정할 수 없습니다.',
  },
} as const satisfies Partial<Record<ErrorCodeValue, Record<MessageLang, string>>>;
