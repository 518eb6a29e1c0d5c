import { errorMessage } from '@taikai/shared';
import { systemClock } from '../clock.js';
import { AppError } from '../errors.js';
import { approveReview, pendingReviews, rejectReview } from '../modules/contest/contest-review.service.js';
import { CliError, type Command, intOption, parseOptions } from './args.js';

/** `review list [--all]`, `review approve --id N`, `review reject --id N`: changes held while check_state is 1. */
export const reviewCommand: Command = async (db, argv) => {
  const [sub, ...rest] = argv;
  const { values } = parseOptions(rest, { id: { type: 'string' }, all: { type: 'boolean' } });
  if (sub === 'list') {
    const rows = await pendingReviews(db, { all: values.all === true });
    if (rows.length === 0) {
      console.log(values.all ? 'No reviews.' : 'No changes are waiting for review.');
      return;
    }
    for (const r of rows) {
      const when = new Date(r.create_time * 1000).toISOString();
      const state = ['', 'pending', 'rejected', 'approved'][r.state] ?? String(r.state);
      console.log(
        `#${r.id}  ${state}  contest ${r.unique_id} (${r.contest_id}) ${JSON.stringify(r.contest_name)}  ${r.kind} → ${JSON.stringify(r.payload)}  by ${r.nickname ?? '?'} (${r.account_id}) at ${when}`,
      );
    }
    return;
  }
  if (sub !== 'approve' && sub !== 'reject') throw new CliError(`Unknown review command: ${sub ?? ''}`);
  const id = intOption(values, 'id');
  const now = systemClock.now();
  const { unique_id } = await operatorCall(() =>
    sub === 'approve' ? approveReview(db, id, now) : rejectReview(db, id, now),
  );
  console.log(`Review #${id} ${sub === 'approve' ? 'approved and applied' : 'rejected'} (contest ${unique_id})`);
};

/**
 * Runs an operator service call. A refusal (an AppError code: no such review, contest deleted…) is not a usage
 * error: it is printed with its English catalogue message and the command exits 1.
 */
export async function operatorCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof AppError) throw new Error(`Err${err.code}: ${errorMessage(err.code, 'en')}`);
    throw err;
  }
}
