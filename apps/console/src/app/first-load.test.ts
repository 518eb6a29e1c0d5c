/**
 * What each page of the build loads before its first render (issue 29, "Performance"). The console's page
 * (`main.tsx`) carries its shell and the home page, its first screen, and nothing else: no other page, no chart, no
 * table, no zod. The players' lobby page (`lobby-main.tsx`) carries its home and no Ant Design.
 *
 * `scripts/first-load.mjs` bundles an entry's static import graph the way the build does (esbuild, tree-shaken, in
 * production mode, each `import()` left out: those load later, with their route) and lists the modules with code in
 * it: what the page loads first. It runs in its own process (esbuild does not run in jsdom). `npm run bench:console`
 * checks the built files too, and measures them.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const consoleRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const script = path.join(consoleRoot, 'scripts/first-load.mjs');
const CONSOLE = 'src/main.tsx';
const LOBBY = 'src/app/lobby-main.tsx';
/**
 * What the console's first screen loads later by itself, not with a page (`app/page-module.ts`): so with the first
 * screen's share of the texts only.
 */
const FIRST_SCREEN_LATER = [
  'src/pages/home/AnnouncementPanel.tsx',
  'src/pages/home/WatchGamesBanner.tsx',
  'src/app/DeskHandover.tsx',
  'src/app/CrashPage.tsx',
];

let firstLoad: Record<string, string[]> = {};
beforeAll(async () => {
  const entries = [CONSOLE, LOBBY, ...FIRST_SCREEN_LATER];
  const { stdout } = await promisify(execFile)(process.execPath, [script, ...entries], { maxBuffer: 16 << 20 });
  firstLoad = JSON.parse(stdout);
}, 60_000);

const matching = (modules: string[], pattern: RegExp) => modules.filter((m) => pattern.test(m));

/** What only later pages need, by where its code lives (module paths are relative to apps/console). */
const LATER = {
  ECharts: /\/node_modules\/(?:echarts|zrender)\//,
  "Ant Design's Table": /\/node_modules\/(?:antd\/es\/table\/Table\.js|@rc-component\/table\/)/,
  "the players' table and replays": /^src\/pages\/(?:table|replay)\/|^src\/pages\/lobby\/TableScreen/,
  'zod (the endpoint schemas: the first screens call through `light`)': /\/node_modules\/zod\//,
};

describe("the console's first load (main.tsx)", () => {
  it('is the static import graph, from the entry to React and Ant Design', () => {
    const modules = firstLoad[CONSOLE];
    expect(modules).toContain('src/main.tsx');
    expect(modules).toContain('src/pages/home/HomePage.tsx');
    expect(matching(modules, /\/node_modules\/react-dom\//).length).toBeGreaterThan(0);
  });

  it.each(Object.entries(LATER))('carries no %s', (_what, pattern) => {
    expect(matching(firstLoad[CONSOLE], pattern)).toEqual([]);
  });

  it('carries no page but the home page: every other one loads with its route', () => {
    // besides the home page: the season's state label and colour (on its cards), and the lobby's credential
    // hand-over (main.tsx takes `?code=` out of the address bar)
    const helpers = ['src/pages/season/seasonDisplay.ts', 'src/pages/lobby/handover.ts', 'src/pages/lobby/paths.ts'];
    const pages = matching(firstLoad[CONSOLE], /^src\/pages\//).filter((m) => !helpers.includes(m));
    expect(pages.filter((m) => !m.startsWith('src/pages/home/'))).toEqual([]);
    // the home page's own later parts: the create dialog on first use, the announcements and the watch banner beside
    // the cards
    expect(matching(pages, /\/(?:CreateContestDialog|AnnouncementPanel|WatchGamesBanner)\.tsx$/)).toEqual([]);
  });

  it("carries none of Ant Design's heavier parts that only later pages use", () => {
    // Typography (a text editor comes with it), Card (Tabs, Menu), Result (its pictures), Tag (colour maths), forms,
    // inputs, selects, date pickers
    const heavier =
      /\/node_modules\/antd\/es\/(?:(?:typography|card|tabs|result|tag|input|select)\/|form\/Form\.js|date-picker\/generatePicker\/)/;
    expect(matching(firstLoad[CONSOLE], heavier)).toEqual([]);
  });
});

describe("the console's first screen's texts", () => {
  const areas = fs.readdirSync(path.join(consoleRoot, 'src/locales/zh-CN')).map((f) => f.replace(/\.json$/, ''));
  /** The areas of each language's share for the first screen (`import.meta.glob('…/{common,shell,…}.json')`). */
  const shares = Object.fromEntries(
    fs
      .readdirSync(path.join(consoleRoot, 'src/i18n/packs'))
      .filter((f) => f.startsWith('start-'))
      .map((f) => {
        const text = fs.readFileSync(path.join(consoleRoot, 'src/i18n/packs', f), 'utf8');
        return [f, /\/\{([\w,]+)\}\.json'/.exec(text)?.[1].split(',').sort() ?? []];
      }),
  );

  it('come in one share per language, the same areas in each', () => {
    expect(Object.keys(shares)).toHaveLength(5);
    expect(new Set(Object.values(shares).map((a) => a.join())).size).toBe(1);
  });

  it('are all in that share: the shell and the home page read no other area', () => {
    const reads = new Set<string>();
    const key = new RegExp(`['"\`](${areas.join('|')})\\.[A-Za-z]`, 'g');
    const modules = [CONSOLE, ...FIRST_SCREEN_LATER].flatMap((entry) => firstLoad[entry]);
    // the i18n module itself only names keys in its comments
    for (const m of new Set(modules.filter((x) => /^src\/(?!i18n\/).*\.tsx?$/.test(x)))) {
      for (const [, area] of fs.readFileSync(path.join(consoleRoot, m), 'utf8').matchAll(key)) reads.add(area);
    }
    expect([...reads].sort()).toEqual(Object.values(shares)[0]);
  });
});

describe("the players' lobby's first load (lobby-main.tsx)", () => {
  it('is its home, without Ant Design or any console page', () => {
    const modules = firstLoad[LOBBY];
    expect(modules).toContain('src/pages/lobby/LobbyHome.tsx');
    expect(matching(modules, /\/node_modules\/antd\//)).toEqual([]);
    expect(matching(modules, /^src\/pages\/(?!lobby\/)/)).toEqual([]);
  });

  it.each(Object.entries(LATER))('carries no %s', (_what, pattern) => {
    expect(matching(firstLoad[LOBBY], pattern)).toEqual([]);
  });
});
