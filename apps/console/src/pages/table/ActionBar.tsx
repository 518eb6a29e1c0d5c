import type { TableAction, TableChoices } from '@taikai/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tiles } from './Tile';

type Option = { key: string; label: string; action?: TableAction; pick?: { action: TableAction; tiles: string[] }[] };

/** The buttons a seat may press now; nothing else is ever shown. Chi/pon/kan with several ways open a picker. */
export function legalButtons(c: TableChoices, t: (k: string) => string): Option[] {
  const out: Option[] = [];
  if (c.tsumo) out.push({ key: 'tsumo', label: t('table.act.tsumo'), action: { type: 'tsumo' } });
  if (c.ron) out.push({ key: 'ron', label: t('table.act.ron'), action: { type: 'ron' } });
  if (c.riichi?.length) out.push({ key: 'riichi', label: t('table.act.riichi') });
  const pairs = (type: 'chi' | 'pon', list?: [string, string][]) => {
    if (!list?.length) return;
    const pick = list.map((tiles) => ({ action: { type, tiles } as TableAction, tiles }));
    out.push({
      key: type,
      label: t(`table.act.${type}`),
      ...(pick.length === 1 ? { action: pick[0].action } : { pick }),
    });
  };
  pairs('pon', c.pon);
  pairs('chi', c.chi);
  const kans: { action: TableAction; tiles: string[] }[] = [];
  if (c.daiminkan) kans.push({ action: { type: 'daiminkan' }, tiles: [] });
  for (const tile of c.ankan ?? []) kans.push({ action: { type: 'ankan', tile }, tiles: [tile, tile, tile, tile] });
  for (const tile of c.kakan ?? []) kans.push({ action: { type: 'kakan', tile }, tiles: [tile] });
  if (kans.length === 1) out.push({ key: 'kan', label: t('table.act.kan'), action: kans[0].action });
  else if (kans.length > 1) out.push({ key: 'kan', label: t('table.act.kan'), pick: kans });
  if (c.kita) out.push({ key: 'kita', label: t('table.act.kita'), action: { type: 'kita' } });
  if (c.abort) out.push({ key: 'abort', label: t('table.act.abort'), action: { type: 'abort' } });
  if (c.pass) out.push({ key: 'pass', label: t('table.act.pass'), action: { type: 'pass' } });
  return out;
}

export function ActionBar({
  choices,
  riichiMode,
  onRiichi,
  onAct,
}: {
  choices: TableChoices;
  riichiMode: boolean;
  onRiichi: (on: boolean) => void;
  onAct: (a: TableAction) => void;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState<Option | null>(null);
  const buttons = legalButtons(choices, t);
  if (picking?.pick) {
    return (
      <div className="tt-actions" data-testid="action-picker">
        {picking.pick.map((p, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the choices of one question
            key={i}
            type="button"
            className="tt-pick"
            onClick={() => {
              setPicking(null);
              onAct(p.action);
            }}
            data-testid={`pick-${picking.key}-${i}`}
          >
            {p.tiles.length ? <Tiles tiles={p.tiles} /> : picking.label}
          </button>
        ))}
        <Button onClick={() => setPicking(null)}>{t('table.act.back')}</Button>
      </div>
    );
  }
  if (buttons.length === 0) return null;
  return (
    <div className="tt-actions" data-testid="actions">
      {buttons.map((b) => (
        <Button
          key={b.key}
          size="large"
          type={b.key === 'pass' ? 'default' : 'primary'}
          danger={b.key === 'ron' || b.key === 'tsumo'}
          className={b.key === 'riichi' && riichiMode ? 'tt-on' : undefined}
          data-testid={`act-${b.key}`}
          onClick={() => {
            if (b.key === 'riichi') onRiichi(!riichiMode);
            else if (b.pick) setPicking(b);
            else if (b.action) onAct(b.action);
          }}
        >
          {b.label}
        </Button>
      ))}
    </div>
  );
}
