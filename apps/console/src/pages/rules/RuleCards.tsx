import {
  derivedFirstUma,
  FIELD_META,
  fieldsOfCard,
  hasDetailRules,
  issuesOfField,
  type RuleCard,
  type RuleField,
  type RuleIssue,
  visibleCards,
} from '@taikai/shared';
import { Card, Empty, Flex, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import RuleFieldControl, { FirstUmaField, parentOffOf } from './RuleFieldControl';
import { playersOf, type Setting } from './ruleDraft';
import { issueText } from './ruleLabels';
import type { RuleActions } from './useRuleDraft';

interface Props {
  draft: Setting;
  issues: RuleIssue[];
  serverField: string | null;
  more: boolean;
  disabled: boolean;
  actions: RuleActions;
}

/**
 * The cards of the rule editor (spec part 2 section 2): the level limit, point and common-rule cards, and with
 * "more settings" the other, tips, dora, dealer-continuation, abortive-draw and yakuman cards. Each card shows
 * the fields that apply to the player count and mode; modes without detail rules show "no more settings".
 */
export default function RuleCards({ draft, issues, serverField, more, disabled, actions }: Props) {
  const { t } = useTranslation();
  const players = playersOf(draft);
  const mode = draft.game_mode;
  const cards = visibleCards(players, mode, more);

  const errorOf = (field: string): string | undefined => {
    const issue = issuesOfField(issues, field as RuleIssue['field'])[0];
    if (issue) return issueText(t, issue);
    return serverField === field ? t('rules.serverRejected') : undefined;
  };

  const control = (field: RuleField) => (
    <RuleFieldControl
      key={field}
      field={field}
      value={(draft.detail_rule as Record<string, number | boolean>)[field]}
      parentOff={parentOffOf(field, draft.detail_rule)}
      players={players}
      disabled={disabled}
      error={errorOf(field)}
      actions={actions}
    />
  );

  const renderCard = (card: RuleCard) => {
    const fields = fieldsOfCard(card, players, mode);
    // the uma sits on a row of its own, the derived 1st place first
    const uma = fields.filter((f) => FIELD_META[f].kind === 'uma');
    const rest = fields.filter((f) => FIELD_META[f].kind !== 'uma');
    return (
      <Card key={card} size="small" title={t(`rules.card.${card}`)} data-testid={`rule-card-${card}`}>
        <Row gutter={16}>{rest.map(control)}</Row>
        {uma.length > 0 && (
          <Row gutter={16}>
            <FirstUmaField value={derivedFirstUma(draft.detail_rule, players)} />
            {uma.map(control)}
          </Row>
        )}
      </Card>
    );
  };

  return (
    <Form layout="vertical" component="div" colon={false}>
      <Flex vertical gap={16}>
        {cards.map(renderCard)}
        {!hasDetailRules(mode) && (
          <Card size="small">
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('rules.noMoreSettings')} />
          </Card>
        )}
      </Flex>
    </Form>
  );
}
