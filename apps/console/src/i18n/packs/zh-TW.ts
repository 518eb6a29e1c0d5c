/** The zh-TW language pack: every area file, Ant Design's and dayjs's locale. Loaded on demand. */
import antd from 'antd/locale/zh_TW';
import 'dayjs/locale/zh-tw';
import type { LanguagePack, Tree } from '../pack';

const files = import.meta.glob<Tree>('../../locales/zh-TW/*.json', { eager: true, import: 'default' });

const pack: LanguagePack = { files, antd, dayjs: 'zh-tw' };
export default pack;
