/** The kr language pack: every area file, Ant Design's and dayjs's locale. Loaded on demand. */
import antd from 'antd/locale/ko_KR';
import 'dayjs/locale/ko';
import type { LanguagePack, Tree } from '../pack';

const files = import.meta.glob<Tree>('../../locales/kr/*.json', { eager: true, import: 'default' });

const pack: LanguagePack = { files, antd, dayjs: 'ko' };
export default pack;
