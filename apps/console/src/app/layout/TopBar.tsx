import { LogoutOutlined, MobileOutlined, TrophyFilled, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Layout, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { diamondCount, logout, useAccount } from '../../api/account';
import { clearToken } from '../../api/token';
import { DiamondIcon } from './DiamondIcon';
import { LanguageSwitcher } from './LanguageSwitcher';
import { openMobileSite } from './mobileSite';
import { TOP_BAR_HEIGHT, TOP_BAR_Z_INDEX } from './topBarMetrics';
import { useNarrow } from './useNarrow';

/** Title (with the go-to-phone button beside it on narrow screens), nickname, diamonds, language, logout. */
export function TopBar() {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  const narrow = useNarrow();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onLogout = async () => {
    try {
      await logout();
    } catch {
      /* the session ends on this side regardless */
    }
    clearToken();
    queryClient.clear();
    navigate('/login', { replace: true });
  };

  return (
    <Layout.Header className="taikai-topbar" style={{ height: TOP_BAR_HEIGHT, zIndex: TOP_BAR_Z_INDEX }}>
      {/* On a narrow screen the page keeps its 1,248 px and scrolls sideways: the go-to-phone button sits beside
          the title, in the first screenful, not at the far right with the rest; on a phone the title gives way to it
          (global.css), the trophy staying as the link home. */}
      <Flex align="center" gap={16}>
        <Link
          to="/"
          className="taikai-brand taikai-console-brand"
          data-track="topbar-home"
          aria-label={t('shell.title')}
        >
          <TrophyFilled className="taikai-brand-mark" />
          <span className="taikai-brand-title">{t('shell.title')}</span>
        </Link>
        {narrow && (
          <Button
            size="small"
            icon={<MobileOutlined />}
            data-track="topbar-go-phone"
            onClick={() => void openMobileSite()}
          >
            {t('shell.goToPhone')}
          </Button>
        )}
      </Flex>
      <Flex align="center" gap={16} className="taikai-topbar-right">
        <span className="taikai-nickname" data-testid="topbar-nickname">
          <UserOutlined /> {account?.nickname ?? ''}
        </span>
        <Tooltip title={t('shell.diamondsHint')}>
          <span className="taikai-diamonds" data-testid="topbar-diamonds">
            <DiamondIcon />
            {t('shell.diamonds')} <strong className="taikai-diamond-count">{diamondCount(account)}</strong>
          </span>
        </Tooltip>
        <LanguageSwitcher dark />
        <Button
          size="small"
          type="text"
          className="taikai-logout"
          icon={<LogoutOutlined />}
          data-track="topbar-logout"
          onClick={onLogout}
        >
          {t('shell.logout')}
        </Button>
      </Flex>
    </Layout.Header>
  );
}
