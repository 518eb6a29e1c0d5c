import { PrinterOutlined } from '@ant-design/icons';
import type { AccountBrief } from '@taikai/shared';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ResultDialog from './ResultDialog';
import { WINDS } from './SeatingTables';
import SeatName from './SeatName';
import './seating.css';

/**
 * The printable seating chart of a confirmed in-person round: table numbers, seat winds and names, large; the print
 * stylesheet (seating.css) prints the chart alone. Each table has a button opening its empty result form.
 */
export default function SeatingChart(props: { title: string; tables: AccountBrief[][]; onBack: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="seating-chart">
      <Flex gap={8} wrap className="seating-no-print" style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('seating.print')}
        </Button>
        <Button onClick={props.onBack}>{t('seating.backToEdit')}</Button>
      </Flex>
      <Typography.Title level={3} className="seating-chart-title">
        {props.title}
      </Typography.Title>
      <div className="seating-chart-grid">
        {props.tables.map((table, ti) => (
          <section key={table.map((p) => p.account_id).join('-')} className="seating-chart-table" data-table={ti + 1}>
            <h2 className="seating-chart-number">{t('seating.tableN', { n: ti + 1 })}</h2>
            <table>
              <tbody>
                {table.map((player, si) => (
                  <tr key={player.account_id}>
                    <th scope="row">{t(`game.wind.${WINDS[si]}`)}</th>
                    <td>
                      <SeatName player={player} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Button className="seating-no-print" onClick={() => setOpen(ti)}>
              {t('seating.enterResult')}
            </Button>
          </section>
        ))}
      </div>
      <ResultDialog
        table={open === null ? null : (props.tables[open] ?? null)}
        number={(open ?? 0) + 1}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
