/**
 * The ja texts of the console's first screen (main.tsx): the shell, the home page and the common area, the
 * season and watch areas the home's cards and banner use, and dayjs's locale. The full pack (./ja.ts: every area,
 * Ant Design's locale) loads with the first other page. Loaded on demand.
 */
import 'dayjs/locale/ja';
import type { PackShare, Tree } from '../pack';

const files = import.meta.glob<Tree>('../../locales/ja/{common,shell,home,season,watch}.json', {
  eager: true,
  import: 'default',
});

const pack: PackShare = { files, dayjs: 'ja' };
export default pack;
