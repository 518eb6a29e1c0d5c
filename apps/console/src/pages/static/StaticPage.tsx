import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export type StaticPageKind = 'terms' | 'privacy' | 'contact' | 'legal';

/** Terms, privacy, contact and (Japanese) legal notices: title and paragraphs from `shell.pages.<kind>`. */
export default function StaticPage({ kind }: { kind: StaticPageKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paragraphs = t(`shell.pages.${kind}.body`).split(/\n{2,}/);
  return (
    <div className="taikai-static">
      <Card
        title={
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t(`shell.pages.${kind}.title`)}
          </Typography.Title>
        }
        extra={
          <Button
            type="link"
            icon={<ArrowLeftOutlined />}
            onClick={() => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate('/'))}
          >
            {t('common.back')}
          </Button>
        }
      >
        <Typography>
          {paragraphs.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
            <Typography.Paragraph key={i} style={{ whiteSpace: 'pre-line' }}>
              {p}
            </Typography.Paragraph>
          ))}
        </Typography>
      </Card>
    </div>
  );
}
