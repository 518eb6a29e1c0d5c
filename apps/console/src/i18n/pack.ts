import type { Locale } from 'antd/es/locale';

export type Tree = { [key: string]: string | Tree };

/** One page language: its locale files by path, Ant Design's locale and the dayjs locale name. */
export interface LanguagePack {
  files: Record<string, Tree>;
  antd: Locale;
  dayjs: string;
}

/** The players' lobby's share of a page language: its area files and the dayjs locale (no Ant Design locale). */
export type LobbyPack = Omit<LanguagePack, 'antd'>;

/** `{ area: tree }` from `{ '../../locales/<lang>/<area>.json': tree }`. */
export function areasOf(files: Record<string, Tree>): Record<string, Tree> {
  const out: Record<string, Tree> = {};
  for (const [file, tree] of Object.entries(files)) {
    const m = /\/([^/]+)\.json$/.exec(file);
    if (m) out[m[1]] = tree;
  }
  return out;
}
