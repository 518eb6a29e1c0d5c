/** The contest the server seeded (its `ready` line): the season, the people's and the managers' accounts and tokens. */

export interface Setup {
  unique_id: number;
  season_id: number;
  people: { account_id: number; token: string }[];
  managers: { account_id: number; token: string }[];
}

let seeded: Setup;
/** the managers' tokens, in turn for plans, polls, writes and exports */
export const managerTokens: string[] = [];

export function takeSetup(s: Setup): void {
  seeded = s;
  managerTokens.splice(0, managerTokens.length, ...s.managers.map((m) => m.token));
}
export const setup = () => seeded;
export const season = () => ({ unique_id: seeded.unique_id, season_id: seeded.season_id });
