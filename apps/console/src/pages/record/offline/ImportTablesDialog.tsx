import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { type OfflineCsvTable, offlineCsvTemplate, parseOfflineCsv } from '@taikai/shared';
import { Alert, App, Button, Flex, Modal, Typography, Upload } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/client';
import { useImportOfflineTables } from '../../../api/offline';
import { downloadText } from '../../roster/rosterCsv';
import { useSeasonContext } from '../../season/SeasonContext';
import { CSV_TIME_FORMAT, parseCsvTime } from './csvTime';
import { ImportPreview, ImportProblems } from './ImportPreview';
import { type ImportProblem, importRefusal } from './importProblems';
import { offlineRuleOf } from './offlineDraft';
import { csvProblemText } from './offlineTexts';

const TEMPLATE_FILE = 'offline-tables-template.csv';

/** A picked file's text (UTF-8, as the template is written). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });
}

/** What the dialog holds once a file was read: its name, its tables, and the problems of the file or the server. */
interface Read {
  name: string;
  tables: OfflineCsvTable[];
  problems: ImportProblem[];
  /** the server refused it: choose the file again once fixed */
  refused: boolean;
}

/**
 * "Import tables" on the records page (issue 32): the template to download, a CSV file picked and read in the
 * browser by the shared parser, its tables previewed and every problem listed by line and column. Import stays
 * disabled while there is a problem; the server takes all the tables or none (2605 names its problems the same way).
 */
export default function ImportTablesDialog({
  open,
  onClose,
}: {
  open: boolean;
  /** `stored`: the tables were imported */
  onClose: (stored: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      width={960}
      title={t('offline.importTitle')}
      footer={null}
      onCancel={() => onClose(false)}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {open && <ImportBody onClose={onClose} />}
    </Modal>
  );
}

function ImportBody({ onClose }: { onClose: (stored: boolean) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { uniqueId, seasonId, season, contest } = useSeasonContext();
  const rule = offlineRuleOf(contest.game_rule_setting);
  const save = useImportOfflineTables(uniqueId, seasonId);
  const [read, setRead] = useState<Read | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const template = () => {
    // an example inside the season and past: its last hour and a half up to now
    const latest = dayjs.unix(Math.min(season.end_time, dayjs().unix())).startOf('minute');
    const earliest = dayjs.unix(season.start_time).add(59, 'second').startOf('minute');
    const start = latest.subtract(90, 'minute').isBefore(earliest) ? earliest : latest.subtract(90, 'minute');
    const text = offlineCsvTemplate(rule.seats, {
      start: start.format(CSV_TIME_FORMAT),
      end: latest.format(CSV_TIME_FORMAT),
      initPoint: rule.initPoint,
      riichiStick: rule.riichiStick,
    });
    downloadText(TEMPLATE_FILE, text);
  };

  const pick = async (file: File) => {
    setFailure(null);
    const text = await readText(file).catch(() => null);
    if (text === null) return setFailure(t('offline.unreadable'));
    const parsed = parseOfflineCsv(text, {
      seats: rule.seats,
      parseTime: parseCsvTime,
      rule: { initPoint: rule.initPoint, riichiStick: rule.riichiStick },
    });
    setRead({
      name: file.name,
      tables: parsed.tables,
      problems: parsed.problems.map((p) => ({ line: p.line, column: p.column, text: csvProblemText(t, p) })),
      refused: false,
    });
  };

  const submit = () => {
    if (!read) return;
    save.mutate(read.tables, {
      onSuccess: ({ uuids }) => {
        message.success(t('offline.imported', { count: uuids.length }));
        onClose(true);
      },
      onError: (err) => {
        const problems = importRefusal(err, read.tables);
        if (problems) setRead({ ...read, problems, refused: true });
        else setFailure(errorText(err));
      },
    });
  };

  const ready = read !== null && !read.refused && read.problems.length === 0 && read.tables.length > 0;
  return (
    <Flex vertical gap={12} data-testid="offline-import">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('offline.importHelp')}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('offline.importColumns')}
      </Typography.Paragraph>
      <Flex>
        <Button icon={<DownloadOutlined />} onClick={template} data-testid="offline-template">
          {t('offline.template')}
        </Button>
      </Flex>
      <Upload.Dragger
        accept=".csv,text/csv"
        multiple={false}
        showUploadList={false}
        beforeUpload={(file) => {
          void pick(file);
          return Upload.LIST_IGNORE;
        }}
        data-testid="offline-file"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{read ? read.name : t('offline.pickFile')}</p>
        <p className="ant-upload-hint">{t('offline.pickHint')}</p>
      </Upload.Dragger>
      {failure && <Alert type="error" showIcon title={failure} />}
      {read && read.problems.length > 0 && (
        <>
          <Alert
            type="error"
            showIcon
            title={t(read.refused ? 'offline.refused' : 'offline.fileProblems', { count: read.problems.length })}
            description={t('offline.nothingImported')}
            data-testid="offline-import-alert"
          />
          <ImportProblems problems={read.problems} />
        </>
      )}
      {read && read.problems.length === 0 && read.tables.length === 0 && (
        <Alert type="warning" showIcon title={t('offline.noTables')} />
      )}
      {read && read.tables.length > 0 && (
        <>
          <Typography.Text strong>{t('offline.tablesRead', { count: read.tables.length })}</Typography.Text>
          <ImportPreview tables={read.tables} seats={rule.seats} />
        </>
      )}
      <Flex justify="flex-end" gap={8}>
        <Button onClick={() => onClose(false)}>{t('common.cancel')}</Button>
        <Button
          type="primary"
          disabled={!ready}
          loading={save.isPending}
          onClick={submit}
          data-testid="offline-import-submit"
        >
          {read && ready ? t('offline.importCount', { count: read.tables.length }) : t('offline.import')}
        </Button>
      </Flex>
    </Flex>
  );
}
