import type { Locale } from 'antd/es/locale';

export type Tree = { [key: string]: string | Tree };

/** One page language: its locale files by path, Ant Design's locale and the dayjs locale name. */
export interface LanguagePack {
  files: Record<string, Tree>;
  antd: Locale;
  dayjs: string;
}

/**
 * A share of a page language: some of its area files and the dayjs locale, no Ant Design locale. The players' lobby's
 * (`packs/lobby-<lang>.ts`) and the console's first screen's (`packs/start-<lang>.ts`).
 */
export type PackShare = Omit<LanguagePack, 'antd'>;

/** `{ area: tree }` from `{ '../../locales/<lang>/<area>.json': tree }`. */
export function areasOf(files: Record<string, Tree>): Record<string, Tree> {
  const out: Record<string, Tree> = {};
  for (const [file, tree] of Object.entries(files)) {
    const m = /\/([^/]+)\.json$/.exec(file);
    if (m) out[m[1]] = tree;
  }
  return out;
}
