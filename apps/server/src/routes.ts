import type { AppContext } from './context.js';
import type { ZodApp } from './http.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { announcementRoutes } from './modules/announcement/announcement.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { registrationRoutes } from './modules/auth/register.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { contestRoutes } from './modules/contest/contest.routes.js';
import { managerRoutes } from './modules/manager/manager.routes.js';
import { noticeRoutes } from './modules/notice/notice.routes.js';
import { playerRoutes } from './modules/player/player.routes.js';
import { rosterRoutes } from './modules/roster/roster.routes.js';
import { seasonRoutes } from './modules/season/season.routes.js';

/** Every area's routes, registered in one place. */
export function registerRoutes(app: ZodApp, ctx: AppContext): void {
  authRoutes(app, ctx);
  registrationRoutes(app, ctx);
  accountRoutes(app, ctx);
  announcementRoutes(app, ctx);
  contestRoutes(app, ctx);
  analyticsRoutes(app, ctx);
  noticeRoutes(app, ctx);
  managerRoutes(app, ctx);
  seasonRoutes(app, ctx);
  rosterRoutes(app, ctx);
  chatRoutes(app, ctx);
  playerRoutes(app, ctx);
}
