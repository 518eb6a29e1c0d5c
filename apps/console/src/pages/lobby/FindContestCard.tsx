import type { LobbySeason, MyContest } from '@taikai/shared';
import { SignupType } from '@taikai/shared/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../api/client';
import { useFindContest, useMyContests, useSignUp } from '../../api/lobby';
import { localizedContent } from '../../i18n';
import { ContestNotices } from './ContestNotices';
import { lobbyRange, nowSeconds } from './format';
import { lobbyToast } from './toast';
import { Alert, Button, Card, Tag } from './ui';

/**
 * My state in a season (0 none, 1 waiting for review, 2 joined) from one source for the whole page: my contests
 * (polled, and read again after a sign-up), so the search result and My contests never disagree (issue 29 #11).
 * The search result's own `my_state` stands in only until my contests has loaded.
 */
function membershipState(mine: readonly MyContest[] | undefined, uniqueId: number, season: LobbySeason) {
  if (!mine) return season.my_state;
  return mine.find((c) => c.unique_id === uniqueId && c.season_id === season.season_id)?.state ?? 0;
}

/** Why the sign-up button is off for a season, or null when it is on. */
function signupBlock(s: LobbySeason, myState: number, now: number): string | null {
  if (myState === 2) return 'lobby.joined';
  if (myState === 1) return 'lobby.pendingReview';
  if (s.signup_type === SignupType.Close) return 'lobby.signupClosed';
  if (now < s.signup_start_time || now > s.signup_end_time) return 'lobby.outsideSignup';
  return null;
}

function SeasonRow({ uniqueId, season, myState }: { uniqueId: number; season: LobbySeason; myState: number }) {
  const { t } = useTranslation();
  const signing = useSignUp();
  const block = signupBlock(season, myState, nowSeconds());
  const onSignUp = () =>
    signing.mutateAsync({ unique_id: uniqueId, season_id: season.season_id }).then(
      ({ state }) => lobbyToast.success(t(state === 2 ? 'lobby.signedUpJoined' : 'lobby.signedUpPending')),
      (err: unknown) => lobbyToast.error(errorText(err)),
    );
  return (
    <div className="lobby-season" data-testid={`find-season-${season.season_id}`}>
      <div className="lobby-season-head">
        <span className="lobby-season-name">{t('lobby.seasonN', { n: season.season_id })}</span>
        <Tag>{t(`lobby.signupType.${season.signup_type}`)}</Tag>
      </div>
      <div className="lobby-muted">
        {t('lobby.playTime', { range: lobbyRange(season.start_time, season.end_time) })}
      </div>
      <div className="lobby-muted">
        {t('lobby.signupTime', { range: lobbyRange(season.signup_start_time, season.signup_end_time) })}
      </div>
      <div className="lobby-row">
        {block ? <Tag color={myState === 2 ? 'green' : myState === 1 ? 'gold' : 'default'}>{t(block)}</Tag> : <span />}
        <Button
          variant="primary"
          disabled={block !== null}
          loading={signing.isPending}
          onClick={onSignUp}
          data-track="lobby-signup"
        >
          {t('lobby.signUp')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Find a contest by the id organisers share (also `/m/?contest=<id>`), read its public notice, and sign up for one
 * of its seasons.
 */
export function FindContestCard() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const initial = params.get('contest') ?? '';
  const [text, setText] = useState(initial);
  const [asked, setAsked] = useState<number | null>(/^\d{1,9}$/.test(initial) ? Number(initial) : null);
  const found = useFindContest(asked);
  // the same cache entry as the My contests card: no second request
  const mine = useMyContests();
  const valid = /^\d{1,9}$/.test(text.trim()) && Number(text) > 0;
  return (
    <Card title={t('lobby.findContest')} data-testid="lobby-find">
      <form
        className="lobby-search"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) setAsked(Number(text.trim()));
        }}
      >
        <input
          className={`lobby-input${text && !valid ? ' is-error' : ''}`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('lobby.contestIdPlaceholder')}
          inputMode="numeric"
          aria-label={t('lobby.contestIdPlaceholder')}
          aria-invalid={text !== '' && !valid}
          data-testid="lobby-find-input"
        />
        <Button type="submit" variant="primary" loading={found.isFetching}>
          {t('lobby.find')}
        </Button>
      </form>
      {found.isError && (
        <Alert type="warning" className="lobby-gap">
          {errorText(found.error)}
        </Alert>
      )}
      {found.data && (
        <div className="lobby-found">
          <div className="lobby-season-name">{localizedContent(found.data.contest_name)}</div>
          <div className="lobby-muted">{t('lobby.contestId', { id: found.data.contest_id })}</div>
          <ContestNotices contestId={found.data.contest_id} />
          {found.data.seasons.length === 0 ? (
            <div className="lobby-muted">{t('lobby.noOpenSeasons')}</div>
          ) : (
            found.data.seasons.map((s) => (
              <SeasonRow
                key={s.season_id}
                uniqueId={found.data.unique_id}
                season={s}
                myState={membershipState(mine.data?.list, found.data.unique_id, s)}
              />
            ))
          )}
        </div>
      )}
    </Card>
  );
}
