import { type CreateContestBody, ErrorCode } from '@taikai/shared';
import { GAME_MODES, type GameMode, ROUND_TYPES, THINKING_TYPES } from '@taikai/shared/enums';
import { LIMITS } from '@taikai/shared/limits';
import {
  App as AntApp,
  Button,
  Checkbox,
  DatePicker,
  Form,
  Input,
  Modal,
  Radio,
  Select,
  Space,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { diamondCount, serverNow, useAccount, useServerTime } from '../../api/account';
import { ApiError, errorText } from '../../api/client';
import { useCreateContest } from '../../api/contest';
import { DiamondIcon } from '../../app/layout/DiamondIcon';
import { countConfig } from '../../components/textCount';
import { CREATE_DEFAULTS, checkEnd, checkName, checkStart } from './createContestRules';
import { DATE_TIME_FORMAT, gameModeLabel, roundTypeLabel, thinkingLabel } from './labels';

interface Values {
  name: string;
  open_show: 0 | 1;
  game_mode: GameMode;
  round_type: (typeof ROUND_TYPES)[number];
  thinking_type: number;
  start_time: Dayjs;
  end_time: Dayjs;
  promise: boolean;
}

function defaults(now: number): Values {
  return {
    name: '',
    open_show: CREATE_DEFAULTS.open_show,
    game_mode: CREATE_DEFAULTS.game_mode,
    round_type: CREATE_DEFAULTS.round_type,
    thinking_type: CREATE_DEFAULTS.thinking_type,
    start_time: dayjs.unix(now + CREATE_DEFAULTS.startOffset),
    end_time: dayjs.unix(now + CREATE_DEFAULTS.endOffset),
    promise: false,
  };
}

export function toCreateBody(v: Values): CreateContestBody {
  return {
    name: [{ lang: 'default', content: v.name.trim() }],
    game_rule_setting: { game_mode: v.game_mode, round_type: v.round_type, thinking_type: v.thinking_type },
    open_show: v.open_show,
    start_time: v.start_time.unix(),
    end_time: v.end_time.unix(),
  };
}

/** The create-contest form; the modal around it unmounts it on close so each opening starts fresh. */
function CreateContestForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = AntApp.useApp();
  const creating = useCreateContest();
  const { data: account } = useAccount();
  useServerTime(); // the server clock, read by the validators through serverNow()
  const [form] = Form.useForm<Values>();
  const [initial] = useState(() => defaults(serverNow()));
  const promise = Form.useWatch('promise', form);
  const cost = LIMITS.createContestCost;

  const submit = (values: Values) =>
    creating.mutateAsync(toCreateBody(values)).then(
      () => {
        void message.success(t('home.create.success'));
        form.resetFields();
        onDone();
      },
      (err: unknown) => {
        const text =
          err instanceof ApiError && err.code === ErrorCode.RESOURCE_NOT_ENOUGH
            ? t('home.create.notEnough', { cost })
            : t('home.create.failed', { message: errorText(err) });
        void message.error({ content: text, duration: 5 });
      },
    );

  const onOk = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    modal.confirm({
      title: t('home.create.confirmTitle'),
      content: t('home.create.confirmContent', { cost, have: diamondCount(account) }),
      okText: t('home.create.confirmOk'),
      cancelText: t('common.cancel'),
      onOk: () => submit(values),
    });
  };

  return (
    <Form<Values> form={form} layout="horizontal" labelCol={{ flex: '120px' }} initialValues={initial} requiredMark>
      <Form.Item
        name="name"
        label={t('home.create.name')}
        required
        rules={[
          {
            validator: (_, v: string) => {
              const p = checkName(v);
              if (p === 'empty') return Promise.reject(new Error(t('home.create.nameEmpty')));
              if (p === 'tooLong')
                return Promise.reject(new Error(t('home.create.nameTooLong', { max: LIMITS.contestNameMax })));
              return Promise.resolve();
            },
          },
        ]}
      >
        <Input placeholder={t('home.create.namePlaceholder')} count={countConfig(LIMITS.contestNameMax)} />
      </Form.Item>
      <Form.Item name="open_show" label={t('home.create.openShow')} extra={t('home.create.openShowHint')}>
        <Radio.Group
          options={[
            { value: 1, label: t('home.create.public') },
            { value: 0, label: t('home.create.private') },
          ]}
        />
      </Form.Item>
      <Form.Item label={t('home.create.rule')} required>
        <Space.Compact block>
          <Form.Item name="game_mode" noStyle>
            <Select
              aria-label={t('home.create.gameMode')}
              style={{ width: '34%' }}
              options={GAME_MODES.map((m) => ({ value: m, label: gameModeLabel(t, m) }))}
            />
          </Form.Item>
          <Form.Item name="round_type" noStyle>
            <Select
              aria-label={t('home.create.roundType')}
              style={{ width: '36%' }}
              options={ROUND_TYPES.map((r) => ({ value: r, label: roundTypeLabel(t, r) }))}
            />
          </Form.Item>
          <Form.Item name="thinking_type" noStyle>
            <Select
              aria-label={t('home.create.thinkingTime')}
              style={{ width: '30%' }}
              options={Object.keys(THINKING_TYPES).map((k) => ({
                value: Number(k),
                label: thinkingLabel(t, Number(k)),
              }))}
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item
        name="start_time"
        label={t('home.create.startTime')}
        required
        rules={[
          {
            validator: (_, v: Dayjs | null) => {
              const p = checkStart(v ? v.unix() : undefined, serverNow());
              if (p === 'required') return Promise.reject(new Error(t('home.create.startRequired')));
              if (p === 'beforeNow') return Promise.reject(new Error(t('home.create.startBeforeNow')));
              return Promise.resolve();
            },
          },
        ]}
      >
        <DatePicker showTime showNow={false} format={DATE_TIME_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="end_time"
        label={t('home.create.endTime')}
        required
        dependencies={['start_time']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, v: Dayjs | null) => {
              const s = getFieldValue('start_time') as Dayjs | null;
              const p = checkEnd(v ? v.unix() : undefined, s ? s.unix() : undefined, serverNow());
              if (p === 'required') return Promise.reject(new Error(t('home.create.endRequired')));
              if (p === 'beforeStart') return Promise.reject(new Error(t('home.create.endBeforeStart')));
              if (p === 'tooLate')
                return Promise.reject(new Error(t('home.create.endTooLate', { days: LIMITS.maxContestDays })));
              return Promise.resolve();
            },
          }),
        ]}
      >
        <DatePicker showTime showNow={false} format={DATE_TIME_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="promise" valuePropName="checked" wrapperCol={{ offset: 0 }} style={{ marginBottom: 8 }}>
        <Checkbox data-testid="create-promise">{t('home.create.promise')}</Checkbox>
      </Form.Item>
      <div className="taikai-create-footer">
        <Typography.Text type="secondary">
          <DiamondIcon /> {t('home.create.costNote', { cost, have: diamondCount(account) })}
        </Typography.Text>
        <Space>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button type="primary" disabled={!promise} onClick={onOk} data-track="home-create-ok" data-testid="create-ok">
            {t('home.create.ok')}
          </Button>
        </Space>
      </div>
    </Form>
  );
}

/** The create-contest dialog (spec part 1 section 5 "Create contest"). */
export function CreateContestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('home.create.title')} footer={null} width={640} onCancel={onClose} destroyOnHidden>
      <CreateContestForm onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}
