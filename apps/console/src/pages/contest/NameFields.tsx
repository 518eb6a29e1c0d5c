import { Form, Input, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { countConfig } from '../../components/textCount';
import { maskForbiddenWords } from './forbidden';
import { MULTI_NAME_LANGS, type NameError, type NameLang, type NameValues, nameMax } from './names';

interface Props {
  i18n: 0 | 1;
  names: NameValues;
  errors: Partial<Record<NameLang, NameError>>;
  onChange: (lang: NameLang, value: string) => void;
  /** Called when masking changed a name, so the form can tell the user. */
  onMasked: () => void;
}

/** The contest name: one input, or one tab per language when multi-language is on. */
export default function NameFields({ i18n, names, errors, onChange, onMasked }: Props) {
  const { t } = useTranslation();

  const input = (lang: NameLang) => {
    const error = errors[lang];
    const max = nameMax(lang);
    const label =
      lang === 'default' ? t('contest.info.name') : t('contest.info.nameIn', { lang: t(`contest.langs.${lang}`) });
    return (
      <Form.Item
        key={lang}
        style={{ marginBottom: 0 }}
        validateStatus={error ? 'error' : undefined}
        help={error ? t(`contest.info.nameError.${error}`, { max }) : undefined}
      >
        <Input
          aria-label={label}
          value={names[lang]}
          count={countConfig(max)}
          placeholder={t('contest.info.namePlaceholder', { max })}
          onChange={(e) => onChange(lang, e.target.value)}
          onBlur={(e) => {
            const masked = maskForbiddenWords(e.target.value);
            if (masked !== e.target.value) {
              onChange(lang, masked);
              onMasked();
            }
          }}
        />
      </Form.Item>
    );
  };

  if (!i18n) return input('default');
  return (
    <Tabs
      size="small"
      style={{ marginTop: -8 }}
      items={MULTI_NAME_LANGS.map((lang) => ({
        key: lang,
        forceRender: true,
        label: (
          <Typography.Text type={errors[lang] ? 'danger' : undefined}>
            {t(`contest.langs.${lang}`)}
            {errors[lang] ? ' *' : ''}
          </Typography.Text>
        ),
        children: input(lang),
      }))}
    />
  );
}
