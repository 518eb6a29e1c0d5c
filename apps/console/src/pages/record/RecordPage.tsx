import { PlusOutlined, TagsOutlined, UploadOutlined } from '@ant-design/icons';
import { EXPORT_LIMITS, type GameRecord, type RecordTagName } from '@taikai/shared';
import { Button, Card, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, useRecords } from '../../api/record';
import { useSeasonContext } from '../season/SeasonContext';
import CalcRankDialog from './CalcRankDialog';
import ImportTablesDialog from './offline/ImportTablesDialog';
import OfflineTableDialog from './offline/OfflineTableDialog';
import RecordTable from './RecordTable';
import { useStableRecords } from './stableRecords';
import TagNamesDialog from './TagNamesDialog';
import YakumanTable from './YakumanTable';

const NO_NAMES: readonly RecordTagName[] = [];

/** /contest/:id/season/:seasonId/record — game records and yakuman (spec part 2 section 2). */
export default function RecordPage() {
  const { t } = useTranslation();
  const { uniqueId, seasonId, ended } = useSeasonContext();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [selected, setSelected] = useState<string[]>([]);
  const [calc, setCalc] = useState<{ uuids?: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [naming, setNaming] = useState(false);
  /** the offline table dialog: a new table, or an offline record's (`record`) */
  const [entering, setEntering] = useState<{ record?: GameRecord } | null>(null);
  const [importing, setImporting] = useState(false);
  /** tables were entered or imported: show the server's rows once they are read again */
  const [added, setAdded] = useState(false);
  const records = useRecords(uniqueId, seasonId, page, size);
  // the names as the server has them now (not held like the rows: a renamed tag shows at once)
  const tagNames: readonly RecordTagName[] = records.data?.tag_names ?? NO_NAMES;
  // rows stay put while the page is open; games that came in meanwhile are announced, not inserted (issue 29 #8)
  const stable = useStableRecords(
    records.isPlaceholderData ? undefined : records.data,
    `${page}/${size}`,
    !records.isFetching,
  );
  const showLatest = () => (page === 1 ? stable.showLatest() : setPage(1));
  useEffect(() => {
    if (!added || records.isFetching) return;
    setAdded(false);
    stable.showLatest();
  }, [added, records.isFetching, stable]);
  const closeOffline = (stored: boolean) => {
    setEntering(null);
    setImporting(false);
    if (stored) setAdded(true);
  };
  const exportRecords = async () => {
    setBusy(true);
    await downloadCsv('exportContestGameRecords', {
      unique_id: uniqueId,
      season_id: seasonId,
      utc_offset: -new Date().getTimezoneOffset(),
      ...(selected.length ? { uuid_list: selected.slice(0, EXPORT_LIMITS.records) } : {}),
    }).finally(() => setBusy(false));
  };
  return (
    <Card variant="borderless" styles={{ body: { padding: 0 } }}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Flex gap={12} align="center">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('record.title')}
          </Typography.Title>
          {/* in the title line, so announcing moves no row */}
          <output data-testid="record-news">
            {stable.changed && (
              <Typography.Text type="warning">
                {stable.newCount > 0 ? t('record.newGames', { count: stable.newCount }) : t('record.listChanged')}
                <Button size="small" type="link" onClick={showLatest}>
                  {t('record.showNew')}
                </Button>
              </Typography.Text>
            )}
          </output>
        </Flex>
        <Flex gap={8} wrap>
          <Button icon={<PlusOutlined />} disabled={ended} onClick={() => setEntering({})} data-testid="offline-enter">
            {t('offline.enter')}
          </Button>
          <Button
            icon={<UploadOutlined />}
            disabled={ended}
            onClick={() => setImporting(true)}
            data-testid="offline-import-open"
          >
            {t('offline.importButton')}
          </Button>
          <Button icon={<TagsOutlined />} disabled={ended} onClick={() => setNaming(true)}>
            {t('record.tagNames')}
          </Button>
          <Button onClick={exportRecords} loading={busy}>
            {selected.length ? t('record.exportSelected', { count: selected.length }) : t('record.exportAll')}
          </Button>
          <Button disabled={selected.length === 0} onClick={() => setCalc({ uuids: selected })}>
            {t('record.calcSelectedButton', { count: selected.length })}
          </Button>
          <Button type="primary" onClick={() => setCalc({})}>
            {t('record.calcAllButton')}
          </Button>
        </Flex>
      </Flex>
      <RecordTable
        uniqueId={uniqueId}
        seasonId={seasonId}
        ended={ended}
        records={stable.rows}
        tagNames={tagNames}
        total={stable.total}
        onRowChange={stable.patch}
        onEdit={(record) => setEntering({ record })}
        loading={records.isFetching}
        page={page}
        pageSize={size}
        onPage={(p, s) => {
          setPage(p);
          setSize(s);
        }}
        selected={selected}
        onSelect={setSelected}
      />
      <YakumanTable uniqueId={uniqueId} seasonId={seasonId} />
      <TagNamesDialog
        open={naming}
        uniqueId={uniqueId}
        seasonId={seasonId}
        names={tagNames}
        onClose={() => setNaming(false)}
      />
      <OfflineTableDialog open={entering !== null} record={entering?.record} onClose={closeOffline} />
      <ImportTablesDialog open={importing} onClose={closeOffline} />
      <CalcRankDialog
        open={calc !== null}
        uniqueId={uniqueId}
        seasonId={seasonId}
        uuidList={calc?.uuids}
        onClose={() => setCalc(null)}
      />
    </Card>
  );
}
