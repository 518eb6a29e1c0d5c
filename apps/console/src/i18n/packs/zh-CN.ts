/** The zh-CN language pack: every area file, Ant Design's and dayjs's locale. Loaded on demand. */
import antd from 'antd/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import type { LanguagePack, Tree } from '../pack';

const files = import.meta.glob<Tree>('../../locales/zh-CN/*.json', { eager: true, import: 'default' });

const pack: LanguagePack = { files, antd, dayjs: 'zh-cn' };
export default pack;
