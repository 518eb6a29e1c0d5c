import { chatEndpoints } from '@taikai/shared';
import { handlers } from '../../http.js';
import { chatLimit, setChatLimit } from './chat.service.js';

export const chatHandlers = handlers(chatEndpoints, {
  contestSeasonChatLimit: (q, _actor, ctx, access) => chatLimit(ctx, access, q),
  setContestSeasonChatLimit: (body, actor, ctx, access) => setChatLimit(ctx, actor, access, body),
});
