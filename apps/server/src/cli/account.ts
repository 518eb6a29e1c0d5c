import { encodeAccountId, type ZoneValue } from '@taikai/shared';
import { systemClock } from '../clock.js';
import { addDiamonds, findAccount, insertAccount, setAccountFlags } from '../modules/account/account.repository.js';
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
  if (sub === 'create') {
    const zone = intOption(values, 'zone', 1);
    if (![1, 2, 3].includes(zone)) throw new CliError('--zone must be 1, 2 or 3');
    const email = required(values, 'email');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new CliError('--email is not an e-mail address');
    const password = required(values, 'password');
    if (password.length < 6) throw new CliError('--password must have at least 6 characters');
    const id = await insertAccount(db, {
      nickname: required(values, 'nickname'),
      email,
      password_hash: await hashPassword(password),
      zone: zone as ZoneValue,
      diamonds: intOption(values, 'diamonds', 0),
      is_operator: values.operator === true,
      now: systemClock.now(),
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
