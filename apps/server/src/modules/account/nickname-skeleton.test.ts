import { describe, expect, it } from 'vitest';
import { DEMO_PLAYERS } from '../../demo/players.js';
import { nicknameSkeleton } from './nickname-skeleton.js';

/** Equal skeletons: nicknames that look the same (Unicode TR39 after NFKC, case-folded). */
describe('nicknameSkeleton', () => {
  const same = (a: string, b: string) => expect(nicknameSkeleton(a), `${a} ~ ${b}`).toBe(nicknameSkeleton(b));
  const differ = (a: string, b: string) => expect(nicknameSkeleton(a), `${a} ≁ ${b}`).not.toBe(nicknameSkeleton(b));

  it('folds case, width, compatibility forms and look-alike letters of other scripts', () => {
    for (const b of [
      'ALICE',
      'alice',
      ' Alice ',
      '\u0391lice', // Greek capital alpha
      '\u0410lice', // Cyrillic capital a
      'Ａｌｉｃｅ', // full-width
      '𝐀𝐥𝐢𝐜𝐞', // mathematical bold
      '\ua4eelice', // Lisu letter A (no case of its own: its prototype 'A' is folded again)
      'A\u200blice', // a zero-width space (refused in new nicknames, may be in old ones)
    ])
      same('Alice', b);
    same('ｱﾘｽ', 'アリス'); // half-width kana
    same('Zoe\u0308', 'Zoë'); // decomposed and composed
    same('max', 'rnax'); // 'm' and 'rn' (confusables.txt)
    same('Nick0', 'NickO'); // digit zero and letter O
  });

  it('keeps different names apart', () => {
    differ('Alice', 'Alicia');
    differ('Alice', 'Alice2');
    differ('Mr Smith', 'MrSmith');
    differ('雀士', '雀神');
    differ('リーチ', 'ツモ');
  });

  it('gives the demo players nicknames that look like no one else', () => {
    const skeletons = ['Taikai Demo', ...DEMO_PLAYERS.map((p) => p.nickname)].map(nicknameSkeleton);
    expect(new Set(skeletons).size).toBe(skeletons.length);
  });
});
