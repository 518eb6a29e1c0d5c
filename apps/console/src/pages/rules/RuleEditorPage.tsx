import { useSeasonContext } from '../season/SeasonContext';
import RuleEditor from './RuleEditor';

/**
 * /contest/:id/season/:seasonId/advanced — the game-rule editor of the contest, inside the season page. An ended
 * season (state 4) shows the rule read-only.
 */
export default function RuleEditorPage() {
  const { contest, ended } = useSeasonContext();
  return <RuleEditor contest={contest} ended={ended} />;
}
