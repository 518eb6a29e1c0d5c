/**
 * The copy/import rule bundle (spec part 2 section 3: "setting, ruleIndex, gameMode, mode, thinkingType and the
 * matching origin values"). Text form: `taikai-rule.v1.<base64url of the JSON>.<crc32 of that base64, 8 hex>`.
 * The prefix makes the text recognisable, the checksum rejects random or edited text, and the decoded JSON is
 * parsed with a strict zod schema and both the current and the origin rule must be valid game rules
 * (validateGameRule), so whatever decodes can be applied to the editor as is. Encoding is lossless: decoding an
 * encoded valid bundle gives an equal object. Failures throw RuleBundleError (code CLIENT_IMPORT_FAILED, 9002).
 */
import { z } from 'zod';
import { GAME_MODES, ROUND_TYPES } from '../enums.js';
import { ErrorCode } from '../errors.js';
import { parseJson } from '../json.js';
import { detailRule } from './schema.js';
import { validateGameRule } from './validate.js';

export const RULE_BUNDLE_PREFIX = 'taikai-rule.v1.';

const roundType = z.union(
  ROUND_TYPES.map((v) => z.literal(v)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<11>, z.ZodLiteral<12>],
);
/** Index of the selected preset in RULE_PRESETS, or −1 for a custom rule. */
const ruleIndex = z.number().int().min(-1).max(999);

export const ruleBundle = z.strictObject({
  setting: detailRule,
  ruleIndex,
  gameMode: z.enum(GAME_MODES),
  mode: roundType,
  thinkingType: z.number().int(),
  originSetting: detailRule,
  originRuleIndex: ruleIndex,
  originGameMode: z.enum(GAME_MODES),
  originMode: roundType,
  originThinkingType: z.number().int(),
});
export type RuleBundle = z.infer<typeof ruleBundle>;

export type RuleBundleFailure = 'format' | 'checksum' | 'encoding' | 'json' | 'schema' | 'rule';

/** A bundle that cannot be encoded or decoded. The console shows CLIENT_IMPORT_FAILED for it. */
export class RuleBundleError extends Error {
  readonly code = ErrorCode.CLIENT_IMPORT_FAILED;
  constructor(
    readonly reason: RuleBundleFailure,
    readonly field?: string,
  ) {
    super(`rule bundle rejected: ${reason}${field ? ` (${field})` : ''}`);
    this.name = 'RuleBundleError';
  }
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = [(n >> 18) & 63, (n >> 12) & 63, (n >> 6) & 63, n & 63].map((c) => B64[c]);
    out += chars.slice(0, Math.min(4, bytes.length - i + 1)).join('');
  }
  return out;
}

function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 4) {
    const group = text.slice(i, i + 4);
    const vals = [...group].map((c) => B64.indexOf(c));
    if (vals.some((v) => v < 0)) return null;
    const n = ((vals[0] ?? 0) << 18) | ((vals[1] ?? 0) << 12) | ((vals[2] ?? 0) << 6) | (vals[3] ?? 0);
    bytes.push((n >> 16) & 255);
    if (group.length > 2) bytes.push((n >> 8) & 255);
    if (group.length > 3) bytes.push(n & 255);
  }
  return Uint8Array.from(bytes);
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** CRC-32 (IEEE) of an ASCII string, as 8 lowercase hex digits. */
export function crc32Hex(text: string): string {
  let c = 0xffffffff;
  for (let i = 0; i < text.length; i++) c = CRC_TABLE[(c ^ text.charCodeAt(i)) & 0xff] ^ (c >>> 8);
  return ((c ^ 0xffffffff) >>> 0).toString(16).padStart(8, '0');
}

/** Both rules of a bundle as game rule settings; the first issue's field, or null when both are valid. */
function firstRuleIssue(b: RuleBundle): string | null {
  const current = { round_type: b.mode, thinking_type: b.thinkingType, game_mode: b.gameMode, detail_rule: b.setting };
  const origin = {
    round_type: b.originMode,
    thinking_type: b.originThinkingType,
    game_mode: b.originGameMode,
    detail_rule: b.originSetting,
  };
  const issue = validateGameRule(current)[0] ?? validateGameRule(origin)[0];
  return issue ? issue.field : null;
}

function checked(value: unknown): RuleBundle {
  const parsed = ruleBundle.safeParse(value);
  if (!parsed.success) throw new RuleBundleError('schema', parsed.error.issues[0]?.path.join('.'));
  const field = firstRuleIssue(parsed.data);
  if (field) throw new RuleBundleError('rule', field);
  return parsed.data;
}

/** Encodes a bundle to text for the clipboard. Throws RuleBundleError when the bundle is not valid. */
export function encodeRuleBundle(bundle: RuleBundle): string {
  const b = checked(bundle);
  const payload = toBase64Url(new TextEncoder().encode(JSON.stringify(b)));
  return `${RULE_BUNDLE_PREFIX}${payload}.${crc32Hex(payload)}`;
}

/** Decodes pasted text (surrounding whitespace ignored). Throws RuleBundleError for anything but a valid bundle. */
export function decodeRuleBundle(text: string): RuleBundle {
  const t = typeof text === 'string' ? text.trim() : '';
  if (!t.startsWith(RULE_BUNDLE_PREFIX)) throw new RuleBundleError('format');
  const body = t.slice(RULE_BUNDLE_PREFIX.length);
  const dot = body.lastIndexOf('.');
  if (dot <= 0) throw new RuleBundleError('format');
  const payload = body.slice(0, dot);
  if (!/^[0-9a-f]{8}$/.test(body.slice(dot + 1)) || crc32Hex(payload) !== body.slice(dot + 1))
    throw new RuleBundleError('checksum');
  const bytes = fromBase64Url(payload);
  if (!bytes) throw new RuleBundleError('encoding');
  let json: string;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new RuleBundleError('encoding');
  }
  const value = parseJson(json);
  if (value === undefined) throw new RuleBundleError('json');
  return checked(value);
}

/** decodeRuleBundle that returns null instead of throwing. */
export function tryDecodeRuleBundle(text: string): RuleBundle | null {
  try {
    return decodeRuleBundle(text);
  } catch (e) {
    if (e instanceof RuleBundleError) return null;
    throw e;
  }
}
