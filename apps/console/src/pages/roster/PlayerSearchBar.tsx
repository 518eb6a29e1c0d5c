import { decodeAccountId } from '@taikai/shared';
import { App, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Mode = 'id' | 'nickname';

/**
 * Search by id or nickname. An id is the encoded (displayed) one and is decoded before it is sent; a nickname is
 * sent as typed. `onSearch('')` clears the search.
 */
export default function PlayerSearchBar({
  onSearch,
  width = 360,
}: {
  onSearch: (search: string) => void;
  width?: number;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [mode, setMode] = useState<Mode>('id');
  const [text, setText] = useState('');
  /** the text of the search the table shows */
  const [applied, setApplied] = useState('');

  const search = (raw: string) => {
    const value = raw.trim();
    if (value && mode === 'id' && !/^\d{1,10}$/.test(value)) {
      // An invalid id does not search: the box goes back to the query the table shows, so the two never disagree.
      message.warning(t('roster.searchIdInvalid'));
      setText(applied);
      return;
    }
    setApplied(raw);
    if (!value) return onSearch('');
    if (mode === 'nickname') return onSearch(value);
    onSearch(String(decodeAccountId(Number(value))));
  };

  return (
    <Space.Compact style={{ width }}>
      <Select<Mode>
        value={mode}
        onChange={setMode}
        style={{ width: 110 }}
        aria-label={t('roster.searchBy')}
        options={[
          { value: 'id', label: t('roster.searchById') },
          { value: 'nickname', label: t('roster.searchByNickname') },
        ]}
      />
      <Input.Search
        allowClear
        placeholder={mode === 'id' ? t('roster.searchIdPlaceholder') : t('roster.searchNicknamePlaceholder')}
        aria-label={t('roster.search')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={search}
        enterButton
      />
    </Space.Compact>
  );
}
