import type { AccountBrief } from '@taikai/shared';
import { Button, Card, Col, Empty, Flex, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import SeatName from './SeatName';
import { type Place, type SeatingDraft, samePlace } from './seatingEdit';

export const WINDS = ['east', 'south', 'west', 'north'] as const;

/**
 * The proposed tables as cards (table number, each wind with its player) and the sitting-out list. A click on one
 * player and then another swaps them (`onPick` gets each click; the page keeps the first).
 */
export default function SeatingTables(props: {
  draft: SeatingDraft;
  picked: Place | null;
  onPick: (place: Place) => void;
}) {
  const { t } = useTranslation();
  const { draft, picked, onPick } = props;
  const seatButton = (player: AccountBrief, place: Place, label: string) => {
    const on = samePlace(picked, place);
    return (
      <Button
        key={player.account_id}
        block
        type={on ? 'primary' : 'default'}
        aria-pressed={on}
        aria-label={label}
        data-seat={`${place.table}-${place.index}`}
        onClick={() => onPick(place)}
        style={{ justifyContent: 'flex-start', overflow: 'hidden' }}
      >
        <SeatName player={player} />
      </Button>
    );
  };
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{t('seating.swapHint')}</Typography.Text>
      {draft.tables.length === 0 ? (
        <Empty description={t('seating.noTables')} />
      ) : (
        <Row gutter={[16, 16]}>
          {draft.tables.map((table, ti) => (
            <Col key={table.map((p) => p.account_id).join('-')} xs={24} md={12} xxl={8}>
              <Card size="small" title={t('seating.tableN', { n: ti + 1 })} data-table={ti + 1}>
                <Flex vertical gap={8}>
                  {table.map((player, si) => {
                    const wind = t(`game.wind.${WINDS[si]}`);
                    return (
                      <Flex key={player.account_id} align="center" gap={8}>
                        <Tag style={{ minWidth: 48, textAlign: 'center', margin: 0 }}>{wind}</Tag>
                        {seatButton(
                          player,
                          { table: ti, index: si },
                          t('seating.seatOf', { wind, name: player.nickname }),
                        )}
                      </Flex>
                    );
                  })}
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <Card size="small" title={t('seating.sittingOut')}>
        {draft.sittingOut.length === 0 ? (
          <Typography.Text type="secondary">{t('seating.nobodyOut')}</Typography.Text>
        ) : (
          <Flex wrap gap={8} data-testid="sitting-out">
            {draft.sittingOut.map((player, i) => (
              <div key={player.account_id} style={{ minWidth: 160 }}>
                {seatButton(player, { table: -1, index: i }, player.nickname)}
              </div>
            ))}
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
