import { checkNewSeason, DAY_SECONDS } from '@taikai/shared';
import { App, DatePicker, Form, type FormRule, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverNow, useServerTime } from '../../api/account';
import { useCreateSeason } from '../../api/season';
import { failText } from './failText';
import { formatTime, TIME_FORMAT } from './seasonDisplay';

/** Create season (spec part 1 section 5 "Create season"). */

interface Props {
  open: boolean;
  uniqueId: number;
  /** contest creation time: a season cannot start before it */
  contestCreateTime: number;
  onClose: () => void;
  onCreated: (seasonId: number) => void;
}

interface Values {
  start: Dayjs;
  end: Dayjs;
}

export default function CreateSeasonDialog({ open, uniqueId, contestCreateTime, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const now = useServerTime();
  const [form] = Form.useForm<Values>();
  const [minStart, setMinStart] = useState(0);
  const creating = useCreateSeason(uniqueId);

  // Defaults each time the dialog opens: start now, end start + 7 days.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (!open) return;
    const min = Math.max(now, contestCreateTime);
    setMinStart(min);
    form.setFieldsValue({ start: dayjs.unix(min), end: dayjs.unix(min + 7 * DAY_SECONDS) });
  }, [open]);

  // The shared create-season rule (the server's) for one field: its first issue's message, if any.
  const seasonRule =
    (field: 'start_time' | 'end_time'): FormRule =>
    ({ getFieldValue }) => ({
      validator: () => {
        const start: Dayjs | undefined = getFieldValue('start');
        const end: Dayjs | undefined = getFieldValue('end');
        if (!start || (field === 'end_time' && !end)) return Promise.resolve();
        const times = { start_time: start.unix(), end_time: (end ?? start).unix() };
        const found = checkNewSeason(times, minStart).find((i) => i.field === field);
        return found ? Promise.reject(new Error(t(found.message))) : Promise.resolve();
      },
    });

  // The default start is "now" when the dialog opened; by the time it is confirmed that is a little in the past.
  const create = (values: Values) =>
    creating.mutateAsync({ start_time: Math.max(values.start.unix(), serverNow()), end_time: values.end.unix() }).then(
      (reply) => {
        message.success(t('season.createSuccess'));
        onCreated(reply.season_id);
      },
      (err: unknown) => void message.error(failText(t, 'season.createFailed', err)),
    );

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    modal.confirm({
      title: t('season.createConfirmTitle'),
      content: t('season.createConfirm', {
        start: formatTime(values.start.unix()),
        end: formatTime(values.end.unix()),
      }),
      onOk: () => create(values),
    });
  };

  return (
    <Modal
      open={open}
      title={t('season.createTitle')}
      okText={t('season.create')}
      onOk={submit}
      confirmLoading={creating.isPending}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="start"
          label={t('season.startTime')}
          rules={[{ required: true, message: t('season.errStartRequired') }, seasonRule('start_time')]}
        >
          {/* no disabled dates: an out-of-range typed date stays and the rule's message shows */}
          <DatePicker showTime format={TIME_FORMAT} allowClear={false} />
        </Form.Item>
        <Form.Item
          name="end"
          label={t('season.endTime')}
          dependencies={['start']}
          rules={[{ required: true, message: t('season.errEndRequired') }, seasonRule('end_time')]}
        >
          <DatePicker showTime format={TIME_FORMAT} allowClear={false} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
