import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ChangeContext, describeChange } from './describeChange';

/** An audit row's before/after, one line per field: "Field: old → new" (or only the new or the old value). */
export default function ChangeList({
  before,
  after,
  context,
}: {
  before: string;
  after: string;
  /** the row's action and the nicknames of the accounts it names */
  context?: ChangeContext;
}) {
  const { t } = useTranslation();
  const lines = describeChange(t, before, after, context);
  if (lines.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <ul className="taikai-change-list">
      {lines.map((l) => (
        <li key={l.field}>
          <Typography.Text strong>{l.label}</Typography.Text>
          {t('contest.activity.colon')}
          {l.before !== null && l.after !== null ? (
            <>
              <Typography.Text delete type="secondary">
                {l.before}
              </Typography.Text>
              {' → '}
              <span>{l.after}</span>
            </>
          ) : (
            <span>{l.after ?? l.before}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
