/**
 * The zh-TW texts of the players' lobby at /m/ (its own page, app/lobby-main.tsx): the lobby's, the common and the
 * shell's area files and dayjs's locale, without Ant Design's locale and the console's screens. Loaded on demand.
 */
import 'dayjs/locale/zh-tw';
import type { PackShare, Tree } from '../pack';

const files = import.meta.glob<Tree>('../../locales/zh-TW/{lobby,common,shell}.json', {
  eager: true,
  import: 'default',
});

const pack: PackShare = { files, dayjs: 'zh-tw' };
export default pack;
