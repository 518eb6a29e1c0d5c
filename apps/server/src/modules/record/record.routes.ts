import { recordEndpoints } from '@taikai/shared';
import { handlers } from '../../http.js';
import { replayOf, setReplayPublic } from './record.replay.js';
import { markedGames, playerGameRecords, recordList, setTag, updateRecord, yakumanList } from './record.service.js';
import { setTagNames } from './tag-names.service.js';

export const recordHandlers = handlers(recordEndpoints, {
  fetchContestGameRecords: (q, _actor, ctx, access) => recordList(ctx, access, q),
  fetchMarkedContestGame: (q, _actor, ctx, access) => markedGames(ctx, access, q),
  setContestGameRecordTag: (body, actor, ctx, access) => setTag(ctx, actor, access, body),
  setContestGameRecordTagNames: (body, actor, ctx, access) => setTagNames(ctx, actor, access, body),
  updateContestGameRecord: (body, actor, ctx, access) => updateRecord(ctx, actor, access, body),
  fetchContestYakumanRecords: (q, _actor, ctx, access) => yakumanList(ctx, access, q),
  fetchContestSeasonPlayerGameRecord: (q, _actor, ctx, access) => playerGameRecords(ctx, access, q),
  setContestGameRecordReplayPublic: (body, actor, ctx, access) => setReplayPublic(ctx, actor, access, body),
  gameReplay: (params, actor, ctx) => replayOf(ctx, actor, params.game_uuid),
});
