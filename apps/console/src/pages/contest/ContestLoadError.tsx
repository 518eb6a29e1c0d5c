import { ErrorCode } from '@taikai/shared';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../api/client';
import { ErrorPage } from '../../app/ErrorPage';

/** Contest not found (2501), no permission (2506), contest deleted (2560): retrying or staying is pointless. */
const FINAL_CODES = new Set<number>([ErrorCode.CONTEST_NOT_FOUND, ErrorCode.NO_PERMISSION, ErrorCode.CONTEST_DELETED]);
export const isFinalLoadError = (err: unknown) => err instanceof ApiError && FINAL_CODES.has(err.code);

/** Shown when the contest cannot be loaded; the way out is the contest list at `/`. */
export default function ContestLoadError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <ErrorPage
      title={t('contest.loadFailed')}
      subTitle={error ? errorText(error) : t('contest.notFound')}
      backTo="/"
      backLabel={t('contest.backToList')}
    />
  );
}
