import { Typography } from 'antd';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanNoticeHtml } from './cleanHtml';

/** What the sanitiser will keep of a notice, rendered, under its box (so nothing is dropped unseen). */
export function NoticePreview({ html }: { html: string }) {
  const { t } = useTranslation();
  const deferred = useDeferredValue(html);
  const clean = useMemo(() => cleanNoticeHtml(deferred), [deferred]);
  return (
    <div className="taikai-notice-preview" data-testid="notice-preview">
      <Typography.Text type="secondary" className="taikai-notice-preview-label">
        {t('notice.preview')}
      </Typography.Text>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned with the shared allowlist just above */}
      <div className="taikai-notice-preview-body" dangerouslySetInnerHTML={{ __html: clean }} />
    </div>
  );
}
