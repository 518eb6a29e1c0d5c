import { type AccountBrief, decodeAccountId, encodeAccountId } from '@taikai/shared';
import { Button, Card, Col, Flex, Input, Modal, Row, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchAccounts } from '../api/account';

/**
 * Player search dialog (spec part 2 "Player search dialog", reused for rosters, blacklists, chat lists, managers
 * and observers): encoded account ids one a line → search → found and not-found lists with counts; not-found ids in
 * red. OK hands the found accounts to `onConfirm`.
 */

const MAX_INT32 = 2_147_483_647;
/** search_accounts takes at most 500 ids a call */
const SEARCH_CHUNK = 500;

async function searchAll(accountIds: number[]): Promise<AccountBrief[]> {
  const found: AccountBrief[] = [];
  for (let i = 0; i < accountIds.length; i += SEARCH_CHUNK)
    found.push(...(await searchAccounts(accountIds.slice(i, i + SEARCH_CHUNK))));
  return found;
}

export interface ParsedIds {
  /** typed line → internal account id */
  ids: { line: string; accountId: number }[];
  /** lines that are not an encoded account id */
  invalid: string[];
}

/** One id a line, trimmed, blank lines ignored, duplicates once; non-numeric lines are failures. */
export function parseIdLines(text: string): ParsedIds {
  const seen = new Set<string>();
  const out: ParsedIds = { ids: [], invalid: [] };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || seen.has(line)) continue;
    seen.add(line);
    const n = /^\d{1,10}$/.test(line) ? Number(line) : Number.NaN;
    const accountId = Number.isNaN(n) ? 0 : decodeAccountId(n);
    if (accountId >= 1 && accountId <= MAX_INT32 && encodeAccountId(accountId) === n) out.ids.push({ line, accountId });
    else out.invalid.push(line);
  }
  return out;
}

const listStyles = { body: { maxHeight: 280, overflow: 'auto' as const } };
const rowStyle = { padding: '4px 0', borderBottom: '1px dashed rgba(5,5,5,0.06)' };

interface Result {
  found: AccountBrief[];
  failed: string[];
}

interface Props {
  open: boolean;
  title?: string;
  okText?: string;
  onCancel: () => void;
  /** called with the found accounts; the dialog stays open (busy) until it settles */
  onConfirm: (accounts: AccountBrief[]) => Promise<unknown> | undefined;
  /**
   * Found accounts that cannot be taken (e.g. on the season blacklist) and the tag that says why; they are marked
   * in the found list before OK, so no one learns it from a failure afterwards.
   */
  flagged?: { ids: ReadonlySet<number>; label: string };
}

export default function PlayerSearchDialog({ open, title, okText, onCancel, onConfirm, flagged }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [searching, setSearching] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!open) return;
    setText('');
    setResult(null);
  }, [open]);

  const search = async () => {
    const parsed = parseIdLines(text);
    setSearching(true);
    try {
      const found = parsed.ids.length ? await searchAll(parsed.ids.map((i) => i.accountId)) : [];
      const foundIds = new Set(found.map((a) => a.account_id));
      const missing = parsed.ids.filter((i) => !foundIds.has(i.accountId)).map((i) => i.line);
      setResult({ found, failed: [...parsed.invalid, ...missing] });
    } catch {
      // the transport has shown the error
    } finally {
      setSearching(false);
    }
  };

  const confirm = async () => {
    if (!result?.found.length) return;
    setConfirming(true);
    try {
      await onConfirm(result.found);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Modal
      open={open}
      width={720}
      title={title ?? t('roster.searchDialogTitle')}
      okText={okText ?? t('roster.searchDialogOk')}
      okButtonProps={{ disabled: !result?.found.length }}
      confirmLoading={confirming}
      onOk={confirm}
      onCancel={onCancel}
    >
      <Flex vertical gap={12}>
        <Input.TextArea
          rows={6}
          value={text}
          placeholder={t('roster.searchDialogPlaceholder')}
          aria-label={t('roster.searchDialogIds')}
          onChange={(e) => {
            setText(e.target.value);
            setResult(null);
          }}
        />
        <Button type="primary" ghost loading={searching} disabled={!text.trim()} onClick={search}>
          {t('roster.searchDialogSearch')}
        </Button>
        {result && (
          <Row gutter={16}>
            <Col span={12}>
              <Card size="small" title={t('roster.searchFound', { count: result.found.length })} styles={listStyles}>
                {result.found.length === 0 && (
                  <Typography.Text type="secondary">{t('roster.searchNoneFound')}</Typography.Text>
                )}
                {result.found.map((a) => (
                  <Flex key={a.account_id} justify="space-between" gap={8} style={rowStyle}>
                    <Typography.Text ellipsis>{a.nickname}</Typography.Text>
                    <Flex gap={4} align="center" style={{ flex: 'none' }}>
                      {flagged?.ids.has(a.account_id) && (
                        <Tag color="error" data-testid="search-flagged" style={{ marginInlineEnd: 0 }}>
                          {flagged.label}
                        </Tag>
                      )}
                      <Typography.Text type="secondary">{encodeAccountId(a.account_id)}</Typography.Text>
                    </Flex>
                  </Flex>
                ))}
              </Card>
            </Col>
            <Col span={12}>
              <Card
                size="small"
                title={t('roster.searchNotFound', { count: result.failed.length })}
                styles={listStyles}
              >
                {result.failed.length === 0 && (
                  <Typography.Text type="secondary">{t('roster.searchNoneFailed')}</Typography.Text>
                )}
                {result.failed.map((line) => (
                  <div key={line} style={rowStyle}>
                    <Typography.Text type="danger" data-testid="search-failed-id">
                      {line}
                    </Typography.Text>
                  </div>
                ))}
              </Card>
            </Col>
          </Row>
        )}
      </Flex>
    </Modal>
  );
}
