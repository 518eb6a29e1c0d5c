import { Button, Collapse, Result } from 'antd';
import i18n from '../i18n';

/**
 * "The page crashed, contact the administrator", with the error details folded away. Uses the i18n instance
 * directly (not hooks) so it still renders when the crash took the providers down with it.
 */
export function CrashPage({ error, componentStack }: { error: Error; componentStack?: string }) {
  const t = i18n.t.bind(i18n);
  const details = [`${error.name}: ${error.message}`, error.stack ?? '', componentStack ?? '']
    .filter(Boolean)
    .join('\n\n');
  return (
    <div className="taikai-crash" role="alert">
      <Result
        status="error"
        title={t('shell.crash.title')}
        subTitle={t('shell.crash.subtitle')}
        extra={[
          <Button key="reload" type="primary" onClick={() => window.location.reload()}>
            {t('shell.crash.reload')}
          </Button>,
          <Button key="home" onClick={() => window.location.assign('/')}>
            {t('shell.crash.home')}
          </Button>,
        ]}
      >
        <Collapse
          size="small"
          items={[
            {
              key: 'details',
              label: t('shell.crash.details'),
              children: <pre className="taikai-crash-details">{details}</pre>,
            },
          ]}
        />
      </Result>
    </div>
  );
}
