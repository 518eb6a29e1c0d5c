/** The robot level of the create-game page (0 none, 1 simple, 2 common; default 1), remembered in this browser. */
export const ROBOT_LEVEL_KEY = 'taikai.game.robotLevel';
export const ROBOT_LEVELS = [0, 1, 2] as const;
export type RobotLevel = (typeof ROBOT_LEVELS)[number];
export const DEFAULT_ROBOT_LEVEL: RobotLevel = 1;

export function loadRobotLevel(): RobotLevel {
  try {
    const n = Number(localStorage.getItem(ROBOT_LEVEL_KEY));
    const v = localStorage.getItem(ROBOT_LEVEL_KEY);
    return v !== null && (ROBOT_LEVELS as readonly number[]).includes(n) ? (n as RobotLevel) : DEFAULT_ROBOT_LEVEL;
  } catch {
    return DEFAULT_ROBOT_LEVEL;
  }
}

export function saveRobotLevel(level: RobotLevel): void {
  try {
    localStorage.setItem(ROBOT_LEVEL_KEY, String(level));
  } catch {
    /* private mode: remembered for this page only */
  }
}
