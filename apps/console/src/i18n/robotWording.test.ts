/**
 * A robot has one name per language on every screen (issue 29, defect 4: en "AI" on Game records and "Robot"
 * elsewhere; ja "CPU" on the lobby card and "AI" elsewhere). The name keys agree, the texts that speak of robots use
 * that name, and no other word for a robot appears in the language's files or its error messages.
 */
import { ERROR_MESSAGES, type MessageLang } from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { PAGE_LANGS } from './index';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('../locales/*/*.json', { eager: true, import: 'default' });

function text(lang: string, area: string, path: string): string {
  let node: string | Tree | undefined = files[`../locales/${lang}/${area}.json`];
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${lang}/${area}.json ${path}`);
  return node;
}

function* texts(tree: Tree, prefix = ''): Generator<[string, string]> {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') yield [key, v];
    else yield* texts(v, key);
  }
}

/** The robot's name in each page language. */
const TERM: Record<string, string> = { 'zh-CN': '电脑', 'zh-TW': '電腦', 'en-US': 'Robot', ja: 'AI', kr: 'AI' };
/** Other words for a robot that must not appear (matched case-sensitively; the term itself is allowed). */
const OTHER_WORDS: Record<string, RegExp> = {
  'zh-CN': /AI|CPU|机器人|人机|電腦/,
  'zh-TW': /AI|CPU|機器人|人機|电脑/,
  'en-US': /\bAI\b|\bCPU\b|\bbots?\b|\bcomputer\b/i,
  ja: /CPU|ロボット|コンピュータ|ボット/,
  kr: /CPU|로봇|컴퓨터|봇/,
};
const MESSAGE_LANG: Record<string, MessageLang> = {
  'zh-CN': 'zh-CN',
  'zh-TW': 'zh-TW',
  'en-US': 'en',
  ja: 'ja',
  kr: 'ko',
};

/** Where a robot is named by itself: the seat on the plan board, the lobby card, the table, the game records. */
const NAME_KEYS: [string, string][] = [
  ['game', 'seat.robot'],
  ['lobby', 'robot'],
  ['table', 'robot'],
  ['record', 'robot'],
];
/** Texts about robots: each says the language's name. */
const MENTION_KEYS: [string, string][] = [
  ['game', 'create.addRobot'],
  ['game', 'create.allRobots'],
  ['game', 'options.robotLevel'],
  ['game', 'batch.dialogHelp'],
  ['game', 'batch.parse.allRobots'],
  ['rules', 'field.ai_level'],
  ['contest', 'activity.fields.ai_level'],
];
/** The robot level is one label wherever it is set or shown. */
const LEVEL_KEYS: [string, string][] = [
  ['game', 'options.robotLevel'],
  ['rules', 'field.ai_level'],
  ['contest', 'activity.fields.ai_level'],
];

describe.each([...PAGE_LANGS])('robot naming in %s', (lang) => {
  it('names a robot the same on every screen', () => {
    const names = NAME_KEYS.map(([area, key]) => `${area}.${key}: ${text(lang, area, key)}`);
    expect(names).toEqual(NAME_KEYS.map(([area, key]) => `${area}.${key}: ${TERM[lang]}`));
  });

  it('uses that name wherever robots are mentioned, and one label for their level', () => {
    const says = (s: string) => s.toLowerCase().includes(TERM[lang].toLowerCase());
    const missing = MENTION_KEYS.filter(([area, key]) => !says(text(lang, area, key)));
    expect(missing).toEqual([]);
    expect(new Set(LEVEL_KEYS.map(([area, key]) => text(lang, area, key))).size).toBe(1);
  });

  it('names each robot level the same where it is chosen (plan options, game rules)', () => {
    for (const level of [0, 1, 2]) {
      expect(text(lang, 'game', `options.robot${level}`)).toBe(
        `${level} · ${text(lang, 'rules', `option.aiLevel.${level}`)}`,
      );
    }
  });

  it('has no other word for a robot, in its files or its error messages', () => {
    const found: string[] = [];
    for (const [file, tree] of Object.entries(files))
      if (file.includes(`/locales/${lang}/`))
        for (const [key, value] of texts(tree))
          if (OTHER_WORDS[lang].test(value)) found.push(`${file} ${key}: ${value}`);
    for (const [code, messages] of Object.entries(ERROR_MESSAGES)) {
      const message = (messages as Record<MessageLang, string>)[MESSAGE_LANG[lang]];
      // a robot's error speaks of robots; the desktop computer of the mobile-link errors is another word
      if (/robot|seat/i.test((messages as Record<MessageLang, string>).en) && OTHER_WORDS[lang].test(message))
        found.push(`error ${code}: ${message}`);
    }
    expect(found).toEqual([]);
  });
});
