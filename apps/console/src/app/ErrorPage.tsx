import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export interface ErrorPageProps {
  /** Defaults to the generic "failed to load" title. */
  title?: ReactNode;
  /** Usually `errorText(err)`. */
  subTitle?: ReactNode;
  /** Where the back button goes (default `/`). */
  backTo?: string;
  backLabel?: ReactNode;
}

/** A load-failure page with a back button (e.g. a contest that cannot be loaded goes back to /). */
export function ErrorPage({ title, subTitle, backTo = '/', backLabel }: ErrorPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={title ?? t('shell.errorPage.title')}
      subTitle={subTitle}
      extra={
        <Button type="primary" onClick={() => navigate(backTo)}>
          {backLabel ?? t('shell.errorPage.back')}
        </Button>
      }
    />
  );
}
