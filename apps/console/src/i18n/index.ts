/**
 * i18n: every `locales/<lang>/<area>.json` merged under its area key into the single `translation` namespace,
 * so `t('roster.remarkSaved')` reads `locales/<lang>/roster.json` → `remarkSaved`.
 *
 * Each page language is one lazily loaded pack (`packs/<lang>.ts`: its locale files, Ant Design's locale and
 * dayjs's locale), so the first page load carries one language, not five. `setLanguage()` loads the pack, then
 * switches i18next, dayjs, `<html lang>` and (through the providers) Ant Design, and keeps the choice in local
 * storage (`taikai.lang`). Tests preload all packs.
 *
 * The console's page (`main.tsx`) awaits `initI18n({ firstScreen: true })` before rendering: only the share of the
 * language its shell and home page read (`packs/start-<lang>.ts`: the common, shell, home, season and watch areas
 * and the dayjs locale, a few KB). Every other page loads the full pack with its code (`app/page-module.ts`), and
 * the providers give Ant Design its locale once that has come (`subscribeLanguagePacks`).
 *
 * The players' lobby at /m/ (its own page, `app/lobby-main.tsx`) calls `preferLobbyPacks()` first: it then loads
 * only the lobby's share of a language (`packs/lobby-<lang>.ts`: the lobby, common and shell texts and the dayjs
 * locale, a few KB), and its screens that need more (login, registration, the table) load the full pack with
 * `loadLanguage` before they render.
 */
import type { LangContent, MessageLang } from '@taikai/shared';
import { type ContentLang, PAGE_LANGS, type PageLang } from '@taikai/shared/enums';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { areasOf, type LanguagePack, type PackShare } from './pack';

export { PAGE_LANGS, type PageLang };
export const DEFAULT_LANG: PageLang = 'zh-CN';
export const LANG_KEY = 'taikai.lang';

const PACKS: Record<PageLang, () => Promise<{ default: LanguagePack }>> = {
  'zh-CN': () => import('./packs/zh-CN'),
  'zh-TW': () => import('./packs/zh-TW'),
  'en-US': () => import('./packs/en-US'),
  ja: () => import('./packs/ja'),
  kr: () => import('./packs/kr'),
};

const START_PACKS: Record<PageLang, () => Promise<{ default: PackShare }>> = {
  'zh-CN': () => import('./packs/start-zh-CN'),
  'zh-TW': () => import('./packs/start-zh-TW'),
  'en-US': () => import('./packs/start-en-US'),
  ja: () => import('./packs/start-ja'),
  kr: () => import('./packs/start-kr'),
};

const LOBBY_PACKS: Record<PageLang, () => Promise<{ default: PackShare }>> = {
  'zh-CN': () => import('./packs/lobby-zh-CN'),
  'zh-TW': () => import('./packs/lobby-zh-TW'),
  'en-US': () => import('./packs/lobby-en-US'),
  ja: () => import('./packs/lobby-ja'),
  kr: () => import('./packs/lobby-kr'),
};

/** BCP 47 tag of a page language, for `<html lang>` and `Accept-Language`. */
const HTML_LANG: Record<PageLang, string> = {
  'zh-CN': 'zh-CN',
  'zh-TW': 'zh-TW',
  'en-US': 'en-US',
  ja: 'ja',
  kr: 'ko',
};
const MESSAGE_LANG: Record<PageLang, MessageLang> = {
  'zh-CN': 'zh-CN',
  'zh-TW': 'zh-TW',
  'en-US': 'en',
  ja: 'ja',
  kr: 'ko',
};
const CONTENT_LANG: Record<PageLang, ContentLang> = {
  'zh-CN': 'chs',
  'zh-TW': 'chs_t',
  'en-US': 'en',
  ja: 'jp',
  kr: 'kr',
};

const loaded = new Map<PageLang, LanguagePack>();
/** Languages whose lobby share is registered (a full pack counts too). */
const lobbyLoaded = new Map<PageLang, PackShare>();
/** Languages whose share for the console's first screen is registered. */
const startLoaded = new Map<PageLang, PackShare>();
let lobbyOnly = false;
/** Told when a full pack has been registered (the providers then give Ant Design its locale). */
const packListeners = new Set<() => void>();

/** Calls `listener` whenever a language's full pack has been registered; returns the unsubscribe function. */
export function subscribeLanguagePacks(listener: () => void): () => void {
  packListeners.add(listener);
  return () => {
    packListeners.delete(listener);
  };
}

/** The players' lobby's page: from now on a language switch loads only the lobby's share of the language. */
export function preferLobbyPacks(): void {
  lobbyOnly = true;
}

/** Whether a language's full pack (every area, Ant Design's locale) is loaded. */
export function isLanguageLoaded(lang: PageLang): boolean {
  return loaded.has(lang);
}

const isReady = (lang: PageLang) => loaded.has(lang) || (lobbyOnly && lobbyLoaded.has(lang));

/** The share of a language this page needs: the whole pack, or the lobby's on the lobby's page. */
const ensureLanguage = (lang: PageLang): Promise<void> => (lobbyOnly ? loadLobbyLanguage(lang) : loadLanguage(lang));

export function isPageLang(value: unknown): value is PageLang {
  return typeof value === 'string' && (PAGE_LANGS as readonly string[]).includes(value);
}

/**
 * The page language a browser's preferred languages (`navigator.languages`, most preferred first) ask for: the first
 * of them that is one of the five (Chinese by script or region: Traditional for zh-Hant, TW, HK, MO), else null.
 */
export function browserLang(
  languages: readonly string[] | undefined = typeof navigator === 'undefined' ? undefined : navigator.languages,
): PageLang | null {
  for (const tag of languages ?? []) {
    const [base, ...rest] = tag.toLowerCase().split(/[-_]/);
    if (base === 'zh') {
      const traditional = rest.some((p) => ['hant', 'tw', 'hk', 'mo'].includes(p)) && !rest.includes('hans');
      return traditional ? 'zh-TW' : 'zh-CN';
    }
    if (base === 'en') return 'en-US';
    if (base === 'ja') return 'ja';
    if (base === 'ko') return 'kr';
  }
  return null;
}

/**
 * The language of a page load: the one chosen before (kept in local storage); on a first visit the browser's
 * preferred language when it is one of the five, else the spec's default, Simplified Chinese (issue 29 #13). Both the
 * console and the players' site at /m/ start this way; the choice is kept only when the user picks a language.
 */
function storedLang(): PageLang {
  try {
    const v = localStorage.getItem(LANG_KEY);
    if (isPageLang(v)) return v;
  } catch {
    /* no storage: as a first visit */
  }
  return browserLang() ?? DEFAULT_LANG;
}

/** The current page language (zh-CN when unset). */
export function currentLang(): PageLang {
  return isPageLang(i18n.language) ? i18n.language : DEFAULT_LANG;
}

export const htmlLang = (lang: PageLang = currentLang()): string => HTML_LANG[lang];
/** The language of `errorMessage(code, lang)` from `@taikai/shared`. */
export const messageLang = (lang: PageLang = currentLang()): MessageLang => MESSAGE_LANG[lang];

/** Ant Design's locale of a loaded language. */
export function antdLocale(lang: PageLang = currentLang()): Locale | undefined {
  return loaded.get(lang)?.antd;
}

/**
 * Picks the text of a `{lang, content}[]` list (contest names, notices) for the page language:
 * the page's content language, else `default`, else Simplified Chinese, else the first non-empty.
 */
export function localizedContent(list: readonly LangContent[] | undefined, lang: PageLang = currentLang()): string {
  if (!list?.length) return '';
  const by = (l: string) => list.find((x) => x.lang === l && x.content)?.content;
  return by(CONTENT_LANG[lang]) ?? by('default') ?? by('chs') ?? list.find((x) => x.content)?.content ?? '';
}

/** Loads a language pack once and registers its texts. */
export async function loadLanguage(lang: PageLang): Promise<void> {
  if (loaded.has(lang)) return;
  const pack = (await PACKS[lang]()).default;
  i18n.addResourceBundle(lang, 'translation', areasOf(pack.files), true, true);
  loaded.set(lang, pack);
  for (const listener of packListeners) listener();
}

/** Loads the share of a language the console's first screen reads, once (nothing when the full pack is there). */
async function loadStartLanguage(lang: PageLang): Promise<void> {
  if (loaded.has(lang) || startLoaded.has(lang)) return;
  const pack = (await START_PACKS[lang]()).default;
  i18n.addResourceBundle(lang, 'translation', areasOf(pack.files), true, true);
  startLoaded.set(lang, pack);
}

/** Loads the lobby's share of a language once (nothing when the full pack is there). */
async function loadLobbyLanguage(lang: PageLang): Promise<void> {
  if (loaded.has(lang) || lobbyLoaded.has(lang)) return;
  const pack = (await LOBBY_PACKS[lang]()).default;
  i18n.addResourceBundle(lang, 'translation', areasOf(pack.files), true, true);
  lobbyLoaded.set(lang, pack);
}

function applySideEffects(lang: PageLang): void {
  const pack = loaded.get(lang) ?? lobbyLoaded.get(lang) ?? startLoaded.get(lang);
  if (pack) dayjs.locale(pack.dayjs);
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lang];
}

/**
 * Switches the page language (loading its pack first) and remembers it. When the pack is already loaded the
 * switch happens synchronously, before the returned promise settles.
 */
export function setLanguage(lang: PageLang): Promise<void> {
  if (!isReady(lang)) return ensureLanguage(lang).then(() => setLanguage(lang));
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  applySideEffects(lang);
  return i18n.changeLanguage(lang).then(() => undefined);
}

/**
 * Loads the remembered (on a first visit the browser's, or the default) language before the first render: the share
 * this page needs, or with `firstScreen` (the console's page) only the share of its shell and home page.
 */
export async function initI18n({ firstScreen = false }: { firstScreen?: boolean } = {}): Promise<PageLang> {
  const lang = storedLang();
  try {
    await (firstScreen ? loadStartLanguage(lang) : ensureLanguage(lang));
  } catch (err) {
    console.error('Could not load the language pack', lang, err);
  }
  applySideEffects(lang);
  await i18n.changeLanguage(lang);
  return lang;
}

/** Every pack (tests, and the locale completeness check). */
export async function loadAllLanguages(): Promise<void> {
  await Promise.all(PAGE_LANGS.map(loadLanguage));
}

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: storedLang(),
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...PAGE_LANGS],
  // 'kr' is not a BCP 47 code; keep every code exactly as written.
  load: 'currentOnly',
  cleanCode: false,
  lowerCaseLng: false,
  nonExplicitSupportedLngs: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

export default i18n;
