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

  const search = (raw: string) => {
    const text = raw.trim();
    if (!text) return onSearch('');
    if (mode === 'nickname') return onSearch(text);
    if (!/^\d{1,10}$/.test(text)) {
      message.warning(t('roster.searchIdInvalid'));
      return;
    }
    onSearch(String(decodeAccountId(Number(text))));
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
        onSearch={search}
        enterButton
      />
    </Space.Compact>
  );
}
