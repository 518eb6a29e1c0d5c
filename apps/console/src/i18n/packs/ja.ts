/** The ja language pack: every area file, Ant Design's and dayjs's locale. Loaded on demand. */
import antd from 'antd/locale/ja_JP';
import 'dayjs/locale/ja';
import type { LanguagePack, Tree } from '../pack';

const files = import.meta.glob<Tree>('../../locales/ja/*.json', { eager: true, import: 'default' });

const pack: LanguagePack = { files, antd, dayjs: 'ja' };
export default pack;
