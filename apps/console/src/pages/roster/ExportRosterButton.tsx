import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Modal, Progress, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownByTransport } from '../../api/client';
import { localizedContent } from '../../i18n';
import { useSeasonContext } from '../season/SeasonContext';
import { downloadText, fetchWholeRoster, rosterCsv, rosterFileName } from './rosterCsv';

/** Exports the season roster as CSV, showing the progress while the pages of 100 arrive. */
export default function ExportRosterButton() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { uniqueId, seasonId, contest } = useSeasonContext();
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);

  const run = () => {
    setProgress({ loaded: 0, total: 0 });
    return fetchWholeRoster(uniqueId, seasonId, (loaded, total) => setProgress({ loaded, total }))
      .then((players) => {
        const csv = rosterCsv(players, [t('roster.nickname'), t('roster.accountId'), t('roster.remark')]);
        downloadText(rosterFileName(contest.contest_id, localizedContent(contest.contest_name), seasonId), csv);
        message.success(t('roster.exportDone', { count: players.length }));
      }, shownByTransport)
      .finally(() => setProgress(null));
  };

  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <>
      <Button icon={<DownloadOutlined />} loading={progress !== null} onClick={run}>
        {t('roster.export')}
      </Button>
      <Modal
        open={progress !== null}
        title={t('roster.exporting')}
        footer={null}
        closable={false}
        mask={{ closable: false }}
      >
        <Progress percent={percent} status="active" aria-label={t('roster.exporting')} />
        <Typography.Text type="secondary">
          {t('roster.exportProgress', { loaded: progress?.loaded ?? 0, total: progress?.total ?? 0 })}
        </Typography.Text>
      </Modal>
    </>
  );
}
