/**
 * Rank levels used by the level-match limit (required_level_p4 / required_level_p3) and by the contest
 * setting's level_limit. DESIGN section 4 and shared/notes section 7: id = players*10000 + major*100 + minor,
 * where "players" is 1 for four-player and 2 for three-player; majors 1–5 are Novice, Adept, Expert, Master and
 * Saint with minor levels 1–3, and Celestial is major 7 with a single limit value (10701 / 20701). The older
 * Celestial id x0601 (the spec's enumeration still lists 10601/20601) is accepted as a legacy alias.
 * 0 means "no limit".
 */

export type LevelPlayers = 3 | 4;

export const LEVEL_MAJORS = [
  { major: 1, key: 'novice', name: 'Novice', minors: 3 },
  { major: 2, key: 'adept', name: 'Adept', minors: 3 },
  { major: 3, key: 'expert', name: 'Expert', minors: 3 },
  { major: 4, key: 'master', name: 'Master', minors: 3 },
  { major: 5, key: 'saint', name: 'Saint', minors: 3 },
  { major: 7, key: 'celestial', name: 'Celestial', minors: 1 },
] as const;

export type LevelMajorKey = (typeof LEVEL_MAJORS)[number]['key'];

/** The "no limit" value of a level field. */
export const NO_LEVEL_LIMIT = 0;

const prefixOf = (players: LevelPlayers): number => (players === 4 ? 1 : 2) * 10000;

/** The canonical level ids a limit can take for a player count, lowest first (16 values). */
export function levelIds(players: LevelPlayers): number[] {
  const out: number[] = [];
  for (const m of LEVEL_MAJORS) {
    for (let minor = 1; minor <= m.minors; minor++) out.push(prefixOf(players) + m.major * 100 + minor);
  }
  return out;
}

export const LEVEL_IDS_4P: readonly number[] = levelIds(4);
export const LEVEL_IDS_3P: readonly number[] = levelIds(3);

/** Maps the legacy Celestial id (x0601) to the current one (x0701); other ids are returned unchanged. */
export function canonicalLevelId(id: number): number {
  if (id === 10601) return 10701;
  if (id === 20601) return 20701;
  return id;
}

/** True for a canonical or legacy level id of that player count (0, "no limit", is not a level id). */
export function isLevelId(id: number, players: LevelPlayers): boolean {
  return (players === 4 ? LEVEL_IDS_4P : LEVEL_IDS_3P).includes(canonicalLevelId(id));
}

/** True for a value a level-limit field may hold: 0 (no limit) or a level id of that player count. */
export function isLevelLimit(value: number, players: LevelPlayers): boolean {
  return value === NO_LEVEL_LIMIT || isLevelId(value, players);
}

export interface LevelInfo {
  id: number;
  players: LevelPlayers;
  major: number;
  minor: number;
  key: LevelMajorKey;
  /** i18n key of the major level's name: `rules.level.<key>`. */
  nameKey: string;
  /** English label, e.g. "Expert 2" or "Celestial". */
  label: string;
}

/** Describes a level id, or returns null when the id is not a level (of either player count). */
export function levelInfo(id: number): LevelInfo | null {
  const players: LevelPlayers | null = isLevelId(id, 4) ? 4 : isLevelId(id, 3) ? 3 : null;
  if (players === null) return null;
  const canonical = canonicalLevelId(id);
  const major = Math.floor((canonical % 10000) / 100);
  const minor = canonical % 100;
  const m = LEVEL_MAJORS.find((x) => x.major === major);
  if (!m) return null;
  return {
    id: canonical,
    players,
    major,
    minor,
    key: m.key,
    nameKey: `rules.level.${m.key}`,
    label: m.minors > 1 ? `${m.name} ${minor}` : m.name,
  };
}
