import type { AccountBrief } from '@taikai/shared';
import { scoreSeating } from '@taikai/shared/seating/score';
import { Button, Card, Flex, Radio, Result, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type SeatRoundReply, useCreateRoundPlans, useSeatRound } from '../../api/seating';
import { useSeasonContext } from '../season/SeasonContext';
import PresentPicker from './PresentPicker';
import SeatingChart from './SeatingChart';
import SeatingQualityView from './SeatingQualityView';
import SeatingTables from './SeatingTables';
import { type Place, type SeatingDraft, swapPlaces, tableIds } from './seatingEdit';

type Mode = 'online' | 'in-person';

const newSeed = () => Math.floor(Math.random() * 2 ** 31);

/**
 * "Seat a round" (issue 32), a season screen: an online round seats the ready players, an in-person round the
 * players ticked as present. Generate shows the tables by the season's seating method with their quality; the
 * organiser swaps two players (click one, then the other) and the quality is scored again here with the shared
 * `scoreSeating`; Regenerate draws again. Confirm makes an online round's tables into game plans, and an in-person
 * round's into a printable seating chart with an empty result form per table.
 */
export default function SeatingPage() {
  const { t } = useTranslation();
  const { uniqueId, seasonId, season } = useSeasonContext();
  const [mode, setMode] = useState<Mode>('online');
  const [present, setPresent] = useState<number[]>([]);
  const [proposal, setProposal] = useState<SeatRoundReply | null>(null);
  const [draft, setDraft] = useState<SeatingDraft | null>(null);
  const [picked, setPicked] = useState<Place | null>(null);
  const [chart, setChart] = useState<AccountBrief[][] | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  const seat = useSeatRound(uniqueId, seasonId);
  const createPlans = useCreateRoundPlans(uniqueId, seasonId);
  const base = `/contest/${uniqueId}/season/${seasonId}`;

  const quality = useMemo(
    () => (draft && proposal ? scoreSeating(tableIds(draft), proposal.history) : null),
    [draft, proposal],
  );

  const generate = async () => {
    // a refusal is toasted by the client; the page keeps what it showed
    const reply = await seat
      .mutateAsync(
        mode === 'online'
          ? { source: 'ready', seed: newSeed() }
          : { source: 'listed', account_ids: present, seed: newSeed() },
      )
      .catch(() => null);
    if (!reply) return;
    setProposal(reply);
    setDraft({ tables: reply.tables.map((x) => x.seats), sittingOut: reply.sitting_out });
    setPicked(null);
  };

  const pick = (place: Place) => {
    if (!draft) return;
    if (!picked) return setPicked(place);
    setDraft(swapPlaces(draft, picked, place));
    setPicked(null);
  };

  const confirm = async () => {
    if (!draft) return;
    if (mode === 'in-person') return setChart(draft.tables);
    const reply = await createPlans.mutateAsync(tableIds(draft)).catch(() => null);
    if (reply) setCreated(reply.uuids.length);
  };

  const reset = (next: Mode) => {
    setMode(next);
    setProposal(null);
    setDraft(null);
    setPicked(null);
  };

  if (created !== null)
    return (
      <Result
        status="success"
        title={t('seating.plansCreated', { count: created })}
        extra={
          <Flex gap={8} justify="center" wrap>
            <Link to={`${base}/reservation-manage`}>
              <Button type="primary">{t('seating.toPlans')}</Button>
            </Link>
            <Button
              onClick={() => {
                setCreated(null);
                reset(mode);
              }}
            >
              {t('seating.menu')}
            </Button>
          </Flex>
        }
      />
    );

  if (chart)
    return (
      <SeatingChart
        title={`${t('seating.chartTitle')} · ${t('season.seasonName', { id: seasonId })}`}
        tables={chart}
        onBack={() => setChart(null)}
      />
    );

  const canGenerate = mode === 'online' || present.length > 0;
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">
        {t('seating.methodNow', { method: t(`seating.method_${season.seating_method}`) })}
      </Typography.Text>
      <Radio.Group
        value={mode}
        onChange={(e) => reset(e.target.value as Mode)}
        options={[
          { value: 'online', label: t('seating.modeOnline') },
          { value: 'in-person', label: t('seating.modeInPerson') },
        ]}
      />
      {mode === 'in-person' && (
        <Card size="small">
          <PresentPicker uniqueId={uniqueId} seasonId={seasonId} value={present} onChange={setPresent} />
        </Card>
      )}
      <Flex gap={8} wrap>
        <Button type="primary" onClick={generate} loading={seat.isPending} disabled={!canGenerate}>
          {t(draft ? 'seating.regenerate' : 'seating.generate')}
        </Button>
        {draft && draft.tables.length > 0 && (
          <Button onClick={confirm} loading={createPlans.isPending} data-testid="seating-confirm">
            {t(mode === 'online' ? 'seating.confirmOnline' : 'seating.confirmInPerson')}
          </Button>
        )}
      </Flex>
      {quality && <SeatingQualityView quality={quality} />}
      {draft && <SeatingTables draft={draft} picked={picked} onPick={pick} />}
    </Flex>
  );
}
