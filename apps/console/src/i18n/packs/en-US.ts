/** The en-US language pack: every area file, Ant Design's and dayjs's locale. Loaded on demand. */
import antd from 'antd/locale/en_US';
import 'dayjs/locale/en';
import type { LanguagePack, Tree } from '../pack';

const files = import.meta.glob<Tree>('../../locales/en-US/*.json', { eager: true, import: 'default' });

const pack: LanguagePack = { files, antd, dayjs: 'en' };
export default pack;
