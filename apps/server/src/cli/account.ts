import { encodeAccountId, nicknameProblem, type ZoneValue } from '@taikai/shared';
import { systemClock } from '../clock.js';
import { type Database, inTransaction } from '../db/database.js';
import { addDiamonds, findAccount, insertAccount, setAccountFlags } from '../modules/account/account.repository.js';
import { lockAndFindLookAlike, lookAlikeGroups } from '../modules/account/account.service.js';
import { hashPassword } from '../modules/auth/auth.service.js';
import { CliError, type Command, intOption, parseOptions, required } from './args.js';

export const accountCommand: Command = async (db, argv) => {
  const [sub, ...rest] = argv;
  const { values } = parseOptions(rest, {
    nickname: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    zone: { type: 'string' },
    diamonds: { type: 'string' },
    account: { type: 'string' },
    operator: { type: 'boolean' },
    allow: { type: 'boolean' },
    unban: { type: 'boolean' },
  });
  if (sub === 'look-alikes') {
    if (rest.length > 0) throw new CliError(`account look-alikes takes no options: ${rest.join(' ')}`);
    await printLookAlikes(db);
    return;
  }
  if (sub === 'create') {
    const nickname = required(values, 'nickname').trim();
    if (nicknameProblem(nickname) !== null)
      throw new CliError('--nickname must have 1 to 16 characters, at least one visible, and no invisible ones');
    const zone = intOption(values, 'zone', 1);
    if (![1, 2, 3].includes(zone)) throw new CliError('--zone must be 1, 2 or 3');
    const email = required(values, 'email');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new CliError('--email is not an e-mail address');
    const password = required(values, 'password');
    if (password.length < 6) throw new CliError('--password must have at least 6 characters');
    const diamonds = intOption(values, 'diamonds', 0);
    const passwordHash = await hashPassword(password);
    const id = await inTransaction(db, async (trx) => {
      const other = await lockAndFindLookAlike(trx, nickname);
      if (other) {
        throw new Error(
          `Nickname ${JSON.stringify(nickname)} looks like ${JSON.stringify(other.nickname)}, the nickname of ` +
            `account ${encodeAccountId(other.account_id)} (id ${other.account_id}); choose another`,
        );
      }
      return insertAccount(trx, {
        nickname,
        email,
        password_hash: passwordHash,
        zone: zone as ZoneValue,
        diamonds,
        is_operator: values.operator === true,
        now: systemClock.now(),
      });
    });
    console.log(`Created account ${id} (shown to people as ${encodeAccountId(id)})`);
    return;
  }
  const accountId = intOption(values, 'account');
  if (!(await findAccount(db, accountId))) throw new CliError(`No account ${accountId}`);
  if (sub === 'grant') {
    const d = intOption(values, 'diamonds');
    await addDiamonds(db, accountId, d);
    console.log(`Account ${accountId}: ${d >= 0 ? '+' : ''}${d} diamonds`);
  } else if (sub === 'deny-create') {
    await setAccountFlags(db, accountId, { can_create: values.allow ? 1 : 0 });
    console.log(`Account ${accountId} ${values.allow ? 'may' : 'may not'} create contests`);
  } else if (sub === 'ban') {
    await setAccountFlags(db, accountId, { banned: values.unban ? 0 : 1 });
    console.log(`Account ${accountId} ${values.unban ? 'unbanned' : 'banned'}`);
  } else {
    throw new CliError(`Unknown account command: ${sub ?? ''}`);
  }
};

/**
 * `account look-alikes`: the accounts whose nicknames look the same (one skeleton, nickname-skeleton.ts), a group
 * each, with the ids people see (encoded) and the internal ones the other commands take. New look-alikes are
 * refused (1011); these date from before the rule and are kept, for the operator to settle with the players.
 */
async function printLookAlikes(db: Database): Promise<void> {
  const groups = await lookAlikeGroups(db);
  if (groups.length === 0) {
    console.log('No two accounts hold nicknames that look the same.');
    return;
  }
  const accounts = groups.reduce((n, g) => n + g.accounts.length, 0);
  const plural = groups.length === 1 ? 'group' : 'groups';
  console.log(`${groups.length} ${plural} of accounts whose nicknames look the same (${accounts} accounts):`);
  for (const [i, g] of groups.entries()) {
    console.log(`\n#${i + 1}`);
    for (const a of g.accounts) {
      const created = new Date(a.create_time * 1000).toISOString().slice(0, 10);
      const points = codePoints(a.nickname);
      console.log(
        `  ${encodeAccountId(a.account_id)}  (account ${a.account_id})  ${JSON.stringify(a.nickname)}` +
          `${points ? `  ${points}` : ''}  created ${created}`,
      );
    }
  }
}

/** Where a nickname is not plain ASCII, its code points (U+0391 l i c e), so look-alikes can be told apart. */
function codePoints(nickname: string): string {
  if (/^[\x20-\x7e]*$/.test(nickname)) return '';
  return [...nickname]
    .map((c) =>
      /[\x21-\x7e]/.test(c) ? c : `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`,
    )
    .join(' ');
}
