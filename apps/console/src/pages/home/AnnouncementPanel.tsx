import { NotificationOutlined } from '@ant-design/icons';
import { Card, Empty, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../api/announcement';
import { currentLang, htmlLang, isPageLang } from '../../i18n';

/** Server HTML is sanitised there; it is sanitised again here before it touches the DOM. */
export function sanitizeAnnouncement(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form'],
  });
}

const textOnly = (html: string) => DOMPurify.sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true });

/** The official announcements panel on the right of the home page. */
export function AnnouncementPanel() {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useAnnouncements(currentLang());

  return (
    <Card
      className="taikai-announcements"
      title={
        <span>
          <NotificationOutlined /> {t('home.announcements')}
        </span>
      }
    >
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : isError || !data?.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.announcementsEmpty')} />
      ) : (
        data.map((a) => (
          <article
            key={a.id}
            className="taikai-announcement"
            data-testid="announcement"
            // the language the text is in (the page's, or the fallback's): glyphs and reading follow it
            lang={isPageLang(a.lang) ? htmlLang(a.lang) : undefined}
          >
            <Typography.Title level={5} style={{ marginBottom: 2 }}>
              <span
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to text only
                dangerouslySetInnerHTML={{ __html: textOnly(a.title) }}
              />
            </Typography.Title>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {dayjs.unix(a.create_time).format('YYYY-MM-DD')}
            </Typography.Text>
            <div
              className="taikai-announcement-body"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above
              dangerouslySetInnerHTML={{ __html: sanitizeAnnouncement(a.content) }}
            />
          </article>
        ))
      )}
    </Card>
  );
}
