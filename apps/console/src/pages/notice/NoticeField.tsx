import { Input, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { countConfig } from '../../components/textCount';
import { NoticePreview } from './NoticePreview';
import { charCount, type NoticeLang, type NoticeTexts, noticeLangs } from './noticeModel';

interface Props {
  /** `notice.public` or `notice.private`: the label of the box */
  labelKey: string;
  i18n: number;
  max: number;
  texts: NoticeTexts;
  disabled?: boolean;
  onChange: (lang: NoticeLang, value: string) => void;
}

/** One notice: a text box with a character counter, or one per language in tabs when multi-language is on. */
export default function NoticeField({ labelKey, i18n, max, texts, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const box = (lang: NoticeLang) => {
    const value = texts[lang] ?? '';
    const over = charCount(value) > max;
    return (
      <>
        <Input.TextArea
          aria-label={
            lang === 'default' ? t(labelKey) : t('notice.boxIn', { name: t(labelKey), lang: t(`notice.langs.${lang}`) })
          }
          value={value}
          rows={max <= 500 ? 6 : 10}
          count={countConfig(max)}
          status={over ? 'error' : undefined}
          disabled={disabled}
          placeholder={t('notice.placeholder', { max })}
          onChange={(e) => onChange(lang, e.target.value)}
        />
        {over && (
          <Typography.Text type="danger" style={{ display: 'block', marginTop: 20 }}>
            {t('notice.tooLong', { max })}
          </Typography.Text>
        )}
        {value.trim() !== '' && <NoticePreview html={value} />}
      </>
    );
  };

  if (i18n !== 1) return box('default');
  return (
    <Tabs
      size="small"
      items={noticeLangs(1).map((lang) => ({
        key: lang,
        label: (
          <span style={charCount(texts[lang]) > max ? { color: '#ff4d4f' } : undefined}>
            {t(`notice.langs.${lang}`)}
          </span>
        ),
        children: box(lang),
        forceRender: true,
      }))}
    />
  );
}
