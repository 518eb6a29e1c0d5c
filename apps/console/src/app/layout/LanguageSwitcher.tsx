import { CheckOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang, PAGE_LANGS, setLanguage } from '../../i18n';

/**
 * Page-language picker; each language is named in itself. A popover of buttons (not a Select) keeps the
 * first page load small. Test hooks: `language-switcher`, `lang-option-<code>`.
 */
export function LanguageSwitcher({ dark = false }: { dark?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const lang = currentLang();
  const options = (
    <div className="taikai-lang-options" role="menu">
      {PAGE_LANGS.map((l) => (
        <Button
          key={l}
          type="text"
          block
          role="menuitemradio"
          aria-checked={l === lang}
          data-testid={`lang-option-${l}`}
          icon={l === lang ? <CheckOutlined /> : <span className="taikai-lang-spacer" />}
          onClick={() => {
            setOpen(false);
            void setLanguage(l);
          }}
        >
          {t(`common.languages.${l}`)}
        </Button>
      ))}
    </div>
  );
  return (
    <Popover content={options} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} arrow={false}>
      <Button
        size="small"
        type={dark ? 'text' : 'default'}
        className={dark ? 'taikai-lang-dark' : undefined}
        icon={<GlobalOutlined />}
        aria-label={t('shell.language')}
        data-testid="language-switcher"
      >
        {t(`common.languages.${lang}`)}
      </Button>
    </Popover>
  );
}
