import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { errorMessage, LIMITS, type RecordTagName, recordTagIssues } from '@taikai/shared';
import { App, Button, Flex, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTagNames } from '../../api/record';
import { countConfig } from '../../components/textCount';
import { messageLang } from '../../i18n';

/** A row of the dialog: a tag number and its name; `key` stays with the row while its number changes. */
interface Row extends RecordTagName {
  key: number;
}

const NUMBERS = Array.from({ length: LIMITS.recordTagsMax }, (_, i) => i + 1);

/**
 * The season's names for its record tags, edited on the records page: add a name (the lowest free number), rename,
 * change a row's number, remove a name. The shared rules (`recordTagIssues`) are shown under each row as the
 * manager types, with the server's words; Save sends the whole list. Records keep their numbers: a number whose name
 * is removed shows as "Tag n" again.
 */
export default function TagNamesDialog(props: {
  open: boolean;
  uniqueId: number;
  seasonId: number;
  names: readonly RecordTagName[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={props.open} title={t('record.tagNames')} footer={null} onCancel={props.onClose} destroyOnHidden>
      {props.open && <TagNamesForm {...props} />}
    </Modal>
  );
}

function TagNamesForm(props: {
  uniqueId: number;
  seasonId: number;
  names: readonly RecordTagName[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useTagNames(props.uniqueId, props.seasonId);
  const [rows, setRows] = useState<Row[]>(() => props.names.map((n, key) => ({ ...n, key })));
  const [nextKey, setNextKey] = useState(props.names.length);
  const issues = recordTagIssues(rows);
  const issueOf = (index: number, field: 'tag' | 'name') =>
    issues.find((i) => i.index === index && i.field === field)?.code;
  const used = new Set(rows.map((r) => r.tag));
  const free = NUMBERS.find((n) => !used.has(n));

  const change = (key: number, patch: Partial<RecordTagName>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const add = () => {
    if (free === undefined) return;
    setRows((list) => [...list, { key: nextKey, tag: free, name: '' }]);
    setNextKey((k) => k + 1);
  };
  const submit = () =>
    save.mutate(
      rows.map(({ tag, name }) => ({ tag, name: name.trim() })),
      {
        onSuccess: () => {
          message.success(t('record.tagNamesSaved'));
          props.onClose();
        },
      },
    );

  return (
    <Flex vertical gap={12} data-testid="tag-names">
      <Typography.Text type="secondary">
        {t('record.tagNamesHelp', { example: t('record.tagN', { n: 1 }) })}
      </Typography.Text>
      {rows.length === 0 && <Typography.Text type="secondary">{t('record.tagNamesNone')}</Typography.Text>}
      {rows.map((row, index) => {
        const problems = [issueOf(index, 'tag'), issueOf(index, 'name')].filter((c) => c !== undefined);
        return (
          <Flex key={row.key} vertical gap={4} data-testid="tag-name-row">
            <Flex gap={8} align="center">
              <Select
                aria-label={t('record.tagNumber')}
                style={{ width: 72, flex: 'none' }}
                value={row.tag}
                status={issueOf(index, 'tag') ? 'error' : undefined}
                options={NUMBERS.filter((n) => n === row.tag || !used.has(n)).map((n) => ({ value: n, label: n }))}
                onChange={(tag) => change(row.key, { tag })}
              />
              <Input
                aria-label={t('record.tagName')}
                placeholder={t('record.tagN', { n: row.tag })}
                value={row.name}
                status={issueOf(index, 'name') ? 'error' : undefined}
                count={countConfig(LIMITS.recordTagNameMax)}
                onChange={(e) => change(row.key, { name: e.target.value })}
              />
              <Button
                aria-label={t('record.tagNameRemove')}
                icon={<DeleteOutlined />}
                onClick={() => setRows((list) => list.filter((r) => r.key !== row.key))}
              />
            </Flex>
            {problems.map((code) => (
              <Typography.Text key={code} type="danger" role="alert">
                {errorMessage(code, messageLang())}
              </Typography.Text>
            ))}
          </Flex>
        );
      })}
      <Button type="dashed" icon={<PlusOutlined />} disabled={free === undefined} onClick={add}>
        {t('record.tagNameAdd')}
      </Button>
      <Flex justify="flex-end" gap={8}>
        <Button onClick={props.onClose}>{t('common.cancel')}</Button>
        <Button type="primary" disabled={issues.length > 0} loading={save.isPending} onClick={submit}>
          {t('common.save')}
        </Button>
      </Flex>
    </Flex>
  );
}
