import { DAY_SECONDS, encodeAccountId, PlayerState } from '@taikai/shared';
import type { AppContext } from '../context.js';
import { inTransaction } from '../db/database.js';
import { findAccountByEmail, insertAccount } from '../modules/account/account.repository.js';
import { lockAndFindLookAlike } from '../modules/account/account.service.js';
import { insertAnnouncement } from '../modules/announcement/announcement.repository.js';
import { hashPassword } from '../modules/auth/auth.service.js';
import { addContestAdmin } from '../modules/contest/contest.repository.js';
import { createContestIn } from '../modules/contest/contest-create.service.js';
import { EMPTY_ACCOUNT_DATA, insertPlayers } from '../modules/roster/roster.repository.js';
import { DEMO_PLAYERS } from './players.js';
import { createDemoLeague, scheduleDemoGames } from './records.js';

/**
 * The demo a new instance starts with: an operator with diamonds, 40 players in the three zones, and one
 * contest whose first season runs (started a day ago, ends in 30 days, sign-ups reviewed) with 25 joined players,
 * 4 sign-ups waiting for review and a second manager; plus an official announcement in zh-CN and en-US.
 * Everything goes through repositories and the contest-creation service, in one transaction.
 *
 * The demo contest was created 8 days before the seed ran (its accounts too), i.e. outside the one-contest-per-
 * 7-days window, so the demo operator can create a contest of their own at once — the first thing a new organiser
 * tries. Its season was scheduled to start a day ago, so it is running. Nothing is exempted from the rule: the
 * contest row simply carries that creation time, as it would on an instance that had run for 8 days.
 */
export const DEMO_EMAIL = 'demo@taikai.local';
export const DEMO_PASSWORD = 'taikai-demo';
/** Also the manager's and players' password; their e-mails are manager@ and playerNN@taikai.local. */
export const DEMO_MANAGER_EMAIL = 'manager@taikai.local';
const DEMO_OPERATOR_NICKNAME = 'Taikai Demo';
const DEMO_HINT = `account ${DEMO_EMAIL}, password ${DEMO_PASSWORD}`;
const JOINED = 25;
const WAITING = 4;
/** How long ago the demo contest was created: more than the 7-day create interval. */
export const DEMO_CREATED_DAYS_AGO = 8;

type SeedContext = Pick<AppContext, 'db' | 'clock'>;

/** Seeds the demo on a database without accounts (first start); null when there are accounts already. */
export async function seedDemoIfEmpty(ctx: SeedContext): Promise<string | null> {
  const row = await ctx.db.selectFrom('accounts').select('account_id').limit(1).executeTakeFirst();
  return row ? null : seedDemo(ctx);
}

/** Seeds the demo unless the demo operator exists; returns the login hint, or null when nothing was added. */
export async function seedDemo(ctx: SeedContext): Promise<string | null> {
  if (await findAccountByEmail(ctx.db, DEMO_EMAIL)) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = ctx.clock.now();
  const yesterday = now - DAY_SECONDS;
  /** Creation time of the demo's accounts and contest: beyond the 7-day create interval (see above). */
  const created = now - DEMO_CREATED_DAYS_AGO * DAY_SECONDS;
  await inTransaction(ctx.db, async (trx) => {
    if (await findAccountByEmail(trx, DEMO_EMAIL)) return;
    // No demo account may look like an account that exists: all checked, and their skeletons
    // locked, before the first write (see lockAndFindLookAlike).
    for (const nickname of [DEMO_OPERATOR_NICKNAME, ...DEMO_PLAYERS.map((p) => p.nickname)]) {
      const other = await lockAndFindLookAlike(trx, nickname);
      if (other) {
        throw new Error(
          `The demo nickname ${JSON.stringify(nickname)} looks like ${JSON.stringify(other.nickname)}, the ` +
            `nickname of account ${encodeAccountId(other.account_id)} (id ${other.account_id}); nothing added`,
        );
      }
    }
    const operatorId = await insertAccount(trx, {
      nickname: DEMO_OPERATOR_NICKNAME,
      email: DEMO_EMAIL,
      password_hash: passwordHash,
      zone: 1,
      diamonds: 10_000,
      is_operator: true,
      now: created,
    });
    const players: { account_id: number; nickname: string }[] = [];
    for (const [i, p] of DEMO_PLAYERS.entries()) {
      const email =
        i === DEMO_PLAYERS.length - 1 ? DEMO_MANAGER_EMAIL : `player${String(i + 1).padStart(2, '0')}@taikai.local`;
      const accountId = await insertAccount(trx, {
        nickname: p.nickname,
        email,
        password_hash: passwordHash,
        zone: p.zone,
        diamonds: 100,
        now: created,
      });
      players.push({ account_id: accountId, nickname: p.nickname });
    }

    // The contest was created 8 days ago; its first season started yesterday, so it has been running for a day.
    const { unique_id } = await createContestIn(
      trx,
      operatorId,
      {
        name: [{ lang: 'default', content: 'Taikai 秋季雀王战' }],
        game_rule_setting: { round_type: 2, thinking_type: 3, game_mode: 'liqi' },
        open_show: 1,
        start_time: yesterday,
        end_time: now + 30 * DAY_SECONDS,
      },
      { now: created },
    );
    const manager = players[players.length - 1];
    await addContestAdmin(trx, unique_id, manager.account_id, yesterday);
    // A finished league with recorded games, standings and yakuman (demo/records.ts; its games are played after).
    await createDemoLeague(trx, operatorId, players.slice(0, -1), now);

    // Joined players and waiting sign-ups, spread over the last day, from all three zones.
    const order = players.slice(0, -1).sort((a, b) => ((a.account_id * 7919) % 97) - ((b.account_id * 7919) % 97));
    const signups = order.slice(0, JOINED + WAITING).map((p, i) => ({
      unique_id,
      season_id: 1,
      account_id: p.account_id,
      state: i < JOINED ? PlayerState.Joined : PlayerState.Pending,
      nickname: p.nickname,
      remark: '',
      create_time: yesterday + 600 + i * 2400,
      account_data: EMPTY_ACCOUNT_DATA,
    }));
    await insertPlayers(trx, signups);

    await insertAnnouncement(trx, {
      lang: 'zh-CN',
      title: '欢迎使用 Taikai 比赛管理后台',
      content:
        '<p>这是演示数据：已为你准备好一场正在进行的比赛「Taikai 秋季雀王战」，其中有 25 名已参赛选手和 4 条待审核的报名。</p><p>可以在<b>报名审核</b>中通过或拒绝报名，在<b>选手管理</b>中添加或导入选手。</p>',
      now: yesterday,
    });
    await insertAnnouncement(trx, {
      lang: 'en-US',
      title: 'Welcome to the Taikai tournament console',
      content:
        '<p>This is demo data: the running contest <i>Taikai 秋季雀王战</i> has 25 joined players and 4 sign-ups waiting for review.</p><p>Pass or reject sign-ups under <b>Sign-up review</b>, and add or import players under <b>Roster</b>.</p>',
      now: yesterday,
    });
    await insertAnnouncement(trx, {
      lang: 'zh-TW',
      title: '歡迎使用 Taikai 比賽管理後台',
      content:
        '<p>這是示範資料：已為你準備好一場進行中的比賽「Taikai 秋季雀王战」，其中有 25 名已參賽選手和 4 筆待審核的報名。</p><p>可以在<b>報名審核</b>中通過或拒絕報名，在<b>選手管理</b>中新增或匯入選手。</p>',
      now: yesterday,
    });
    await insertAnnouncement(trx, {
      lang: 'ja',
      title: 'Taikai 大会管理コンソールへようこそ',
      content:
        '<p>これはデモデータです。開催中の大会「Taikai 秋季雀王战」に参加選手 25 名と審査待ちの申込 4 件を用意しました。</p><p><b>申込審査</b>で申込を承認・却下し、<b>選手管理</b>で選手を追加・インポートできます。</p>',
      now: yesterday,
    });
    await insertAnnouncement(trx, {
      lang: 'kr',
      title: 'Taikai 대회 관리 콘솔에 오신 것을 환영합니다',
      content:
        '<p>데모 데이터입니다. 진행 중인 대회 「Taikai 秋季雀王战」에 참가 선수 25명과 심사 대기 중인 신청 4건이 준비되어 있습니다.</p><p><b>신청 심사</b>에서 신청을 승인하거나 거절하고, <b>선수 관리</b>에서 선수를 추가하거나 가져올 수 있습니다.</p>',
      now: yesterday,
    });
  });
  void scheduleDemoGames(ctx);
  return DEMO_HINT;
}
