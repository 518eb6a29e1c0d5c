import { noticeEndpoints } from '@taikai/shared';
import { handlers } from '../../http.js';
import { updatePrivateNotice, updatePublicNotice } from './notice.service.js';

export const noticeHandlers = handlers(noticeEndpoints, {
  updateContestExternalNotice: (body, actor, ctx) => updatePublicNotice(ctx, actor, body),
  updateContestInternalNotice: (body, actor, ctx) => updatePrivateNotice(ctx, actor, body),
});
