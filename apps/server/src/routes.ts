import type { AppContext } from './context.js';
import type { ZodApp } from './http.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { announcementRoutes } from './modules/announcement/announcement.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';

/** Every area's routes, registered in one place. */
export function registerRoutes(app: ZodApp, ctx: AppContext): void {
  authRoutes(app, ctx);
  accountRoutes(app, ctx);
  announcementRoutes(app, ctx);
}
