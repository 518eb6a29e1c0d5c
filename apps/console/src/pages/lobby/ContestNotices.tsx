import type { LangContent } from '@taikai/shared';
import { useQueries } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contestNoticesQuery, type ContestNotices as Notices, useContestNotices } from '../../api/lobby';
import { currentLang, localizedContent } from '../../i18n';
import { Button, Card, Skeleton, Tag } from './ui';

const NoticeHtml = lazy(() => import('./NoticeHtml'));

/** Notices longer than this (characters of their HTML) are folded to a few lines until the player opens them. */
const FOLD_CHARS = 320;

/** One notice: whom it is for, and its text (folded when long). */
function NoticeBlock({ kind, html }: { kind: 'public' | 'private'; html: string }) {
  const { t } = useTranslation();
  const long = html.length > FOLD_CHARS;
  const [open, setOpen] = useState(false);
  return (
    <div className={`lobby-notice lobby-notice-${kind}`} data-testid={`lobby-notice-${kind}`}>
      <Tag color={kind === 'private' ? 'blue' : 'default'}>
        {t(kind === 'private' ? 'lobby.noticePrivate' : 'lobby.noticePublic')}
      </Tag>
      <Suspense fallback={<Skeleton rows={2} />}>
        <NoticeHtml html={html} className={`lobby-notice-body${long && !open ? ' is-folded' : ''}`} />
      </Suspense>
      {long && (
        <Button variant="text" className="lobby-notice-more" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t(open ? 'lobby.showLess' : 'lobby.showMore')}
        </Button>
      )}
    </div>
  );
}

/** The text of a notice in the page language, with the console's fallback (default, Simplified Chinese, any). */
const textOf = (list: readonly LangContent[]) => localizedContent(list, currentLang()).trim();

export const hasNotice = (n: Notices | undefined): n is Notices =>
  !!n && (textOf(n.public_notice) !== '' || textOf(n.private_notice) !== '');

/** A contest's public notice, and its private one when the player is joined; nothing when there is none. */
export function NoticeBlocks({ notices }: { notices: Notices }) {
  useTranslation(); // the page language picks the text
  const pub = textOf(notices.public_notice);
  const priv = textOf(notices.private_notice);
  return (
    <>
      {pub && <NoticeBlock kind="public" html={pub} />}
      {priv && <NoticeBlock kind="private" html={priv} />}
    </>
  );
}

/** The notices of one contest (the contest finder shows the one it found). */
export function ContestNotices({ contestId }: { contestId: number }) {
  const { data } = useContestNotices(contestId);
  if (!hasNotice(data)) return null;
  return (
    <div className="lobby-notices">
      <NoticeBlocks notices={data} />
    </div>
  );
}

/**
 * The notices of the contests I signed up for (public ones, and the private ones where I am joined), one section per
 * contest; the card is left out when none of them has a notice.
 */
export function NoticesCard({ contests }: { contests: { contest_id: number; contest_name: LangContent[] }[] }) {
  const { t } = useTranslation();
  const results = useQueries({ queries: contests.map((c) => contestNoticesQuery(c.contest_id)) });
  const shown = contests
    .map((c, i) => ({ contest: c, notices: results[i]?.data }))
    .filter((x): x is { contest: (typeof contests)[number]; notices: Notices } => hasNotice(x.notices));
  if (shown.length === 0) return null;
  return (
    <Card title={t('lobby.notices')} data-testid="lobby-notices">
      {shown.map(({ contest, notices }) => (
        <div key={contest.contest_id} className="lobby-season" data-testid={`lobby-notices-${contest.contest_id}`}>
          <h3 className="lobby-season-name">
            {localizedContent(contest.contest_name) || t('lobby.contestId', { id: contest.contest_id })}
          </h3>
          <NoticeBlocks notices={notices} />
        </div>
      ))}
    </Card>
  );
}
