import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors.js';
import {
  crc32Hex,
  decodeRuleBundle,
  encodeRuleBundle,
  RULE_BUNDLE_PREFIX,
  type RuleBundle,
  RuleBundleError,
  tryDecodeRuleBundle,
} from './bundle.js';
import type { GameRuleSetting } from './schema.js';
import { defaultGameRuleSetting } from './schema.js';
import { validSettingArb } from './test-arbitraries.js';

const toBundle = (s: GameRuleSetting, o: GameRuleSetting, ruleIndex = -1, originRuleIndex = 0): RuleBundle => ({
  setting: s.detail_rule,
  ruleIndex,
  gameMode: s.game_mode,
  mode: s.round_type,
  thinkingType: s.thinking_type,
  originSetting: o.detail_rule,
  originRuleIndex,
  originGameMode: o.game_mode,
  originMode: o.round_type,
  originThinkingType: o.thinking_type,
});

const sample = () => toBundle(defaultGameRuleSetting(2), defaultGameRuleSetting(12));

/** A correctly framed text around any payload (prefix + payload + matching checksum). */
const framed = (payload: string) => `${RULE_BUNDLE_PREFIX}${payload}.${crc32Hex(payload)}`;
const b64 = (json: string) => Buffer.from(json, 'utf8').toString('base64url');

const reasonOf = (text: string) => {
  try {
    decodeRuleBundle(text);
    return 'ok';
  } catch (e) {
    expect(e).toBeInstanceOf(RuleBundleError);
    expect((e as RuleBundleError).code).toBe(ErrorCode.CLIENT_IMPORT_FAILED);
    return (e as RuleBundleError).reason;
  }
};

describe('rule bundle', () => {
  it('encode → decode is the identity for any valid rule (property)', () => {
    fc.assert(
      fc.property(
        validSettingArb,
        validSettingArb,
        fc.integer({ min: -1, max: 999 }),
        fc.integer({ min: -1, max: 999 }),
        (s, o, i, j) => {
          const bundle = toBundle(s, o, i, j);
          const text = encodeRuleBundle(bundle);
          expect(text.startsWith(RULE_BUNDLE_PREFIX)).toBe(true);
          expect(decodeRuleBundle(text)).toEqual(bundle);
        },
      ),
    );
  });
  it('matches Node base64url and CRC-32 reference values', () => {
    const text = encodeRuleBundle(sample());
    const payload = text.slice(RULE_BUNDLE_PREFIX.length, text.lastIndexOf('.'));
    expect(payload).toBe(b64(JSON.stringify(sample())));
    expect(crc32Hex('123456789')).toBe('cbf43926');
  });
  it('ignores surrounding whitespace from pasting', () => {
    expect(decodeRuleBundle(`  ${encodeRuleBundle(sample())}\n`)).toEqual(sample());
  });
  it('random text never decodes (property)', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (t) => tryDecodeRuleBundle(t) === null));
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (t) => tryDecodeRuleBundle(RULE_BUNDLE_PREFIX + t) === null));
    fc.assert(
      fc.property(fc.base64String({ maxLength: 400 }), fc.stringMatching(/^[0-9a-f]{8}$/), (p, sum) => {
        return tryDecodeRuleBundle(`${RULE_BUNDLE_PREFIX}${p}.${sum}`) === null;
      }),
    );
  });
  it('any single-character edit is rejected (property)', () => {
    const text = encodeRuleBundle(sample());
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
    fc.assert(
      fc.property(fc.nat({ max: text.length - 1 }), fc.constantFrom(...alphabet), (pos, ch) => {
        fc.pre(text[pos] !== ch);
        return tryDecodeRuleBundle(text.slice(0, pos) + ch + text.slice(pos + 1)) === null;
      }),
    );
  });
  it('rejects with a reason', () => {
    expect(reasonOf('')).toBe('format');
    expect(reasonOf('hello')).toBe('format');
    expect(reasonOf(`${RULE_BUNDLE_PREFIX}abc`)).toBe('format');
    expect(reasonOf(`${RULE_BUNDLE_PREFIX}abc.00000000`)).toBe('checksum');
    expect(reasonOf(framed('a'))).toBe('encoding');
    expect(reasonOf(framed('_-8'))).toBe('encoding'); // not UTF-8
    expect(reasonOf(framed(b64('{"setting":')))).toBe('json');
    expect(reasonOf(framed(b64('[1,2]')))).toBe('schema');
    expect(reasonOf(framed(b64(JSON.stringify({ ...sample(), extra: 1 }))))).toBe('schema');
    expect(reasonOf(framed(b64(JSON.stringify({ ...sample(), setting: { ...sample().setting, bogus: 1 } }))))).toBe(
      'schema',
    );
  });
  it('rejects a well-formed bundle whose rule is invalid, naming the field', () => {
    const bad = { ...sample(), setting: { ...sample().setting, changbang_value: 100 } };
    let err: unknown;
    try {
      decodeRuleBundle(framed(b64(JSON.stringify(bad))));
    } catch (e) {
      err = e;
    }
    expect(err).toMatchObject({ reason: 'rule', field: 'changbang_value', code: 9002 });
    expect(() => encodeRuleBundle(bad)).toThrow(RuleBundleError);
    const badOrigin = { ...sample(), originThinkingType: 1 };
    expect(reasonOf(framed(b64(JSON.stringify(badOrigin))))).toBe('rule');
  });
});
