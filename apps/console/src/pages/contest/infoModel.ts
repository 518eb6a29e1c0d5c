import type { ContestDetail, LangContent, UpdateContestBaseBody } from '@taikai/shared';
import { MULTI_NAME_LANGS, type NameError, type NameLang, type NameValues, nameError, namesFromList } from './names';

/** The editable part of the contest info tab and how it maps to `update_contest_base`. */

/** Id of the contest-info section, the side index's first entry. */
export const INFO_SECTION_ID = 'contest-info';

export const ZONES = [1, 2, 3] as const;
export type ZoneId = (typeof ZONES)[number];

export interface InfoValues {
  i18n: 0 | 1;
  names: NameValues;
  openShow: 0 | 1;
  /** Observers (spectating): the contest's observer switch; the manager tab's observer roster shows when on. */
  observer: 0 | 1;
  showZones: ZoneId[];
  bannedZones: ZoneId[];
}

export type InfoSetting = Required<
  Pick<
    UpdateContestBaseBody['setting'],
    'name' | 'i18n_switch' | 'open_show' | 'observer_switch' | 'show_zones' | 'available_zones'
  >
>;

const sortZones = (zones: readonly number[]) => ZONES.filter((z) => zones.includes(z));

export function valuesFromDetail(detail: ContestDetail): InfoValues {
  return {
    i18n: detail.i18n_switch,
    names: namesFromList(detail.contest_name),
    openShow: detail.open,
    observer: detail.observer_switch,
    showZones: sortZones(detail.show_zones),
    bannedZones: ZONES.filter((z) => !detail.available_zones.includes(z)),
  };
}

/** The languages whose name is edited and sent in the current mode. */
export const activeLangs = (i18n: 0 | 1): readonly NameLang[] => (i18n ? MULTI_NAME_LANGS : ['default']);

export function settingOf(values: InfoValues): InfoSetting {
  const name: LangContent[] = activeLangs(values.i18n).map((lang) => ({ lang, content: values.names[lang].trim() }));
  return {
    name,
    i18n_switch: values.i18n,
    open_show: values.openShow,
    observer_switch: values.observer,
    show_zones: sortZones(values.showZones) as InfoSetting['show_zones'],
    available_zones: ZONES.filter((z) => !values.bannedZones.includes(z)) as InfoSetting['available_zones'],
  };
}

export function nameErrors(values: InfoValues): Partial<Record<NameLang, NameError>> {
  const errors: Partial<Record<NameLang, NameError>> = {};
  for (const lang of activeLangs(values.i18n)) {
    const error = nameError(lang, values.names[lang]);
    if (error) errors[lang] = error;
  }
  return errors;
}

export const sameSetting = (a: InfoSetting, b: InfoSetting) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Switching multi-language on fills the empty language names with the single name, switching it off fills an empty
 * single name with the first language name, so no one has to type a name twice.
 */
export function withI18n(values: InfoValues, i18n: 0 | 1): InfoValues {
  const names = { ...values.names };
  if (i18n) {
    for (const lang of MULTI_NAME_LANGS) if (names[lang].trim() === '') names[lang] = names.default;
  } else if (names.default.trim() === '') {
    names.default = MULTI_NAME_LANGS.map((lang) => names[lang]).find((n) => n.trim() !== '') ?? '';
  }
  return { ...values, i18n, names };
}

export type ReviewLabel = 'checking' | 'checkingFailed' | null;

/** "checking failed" when the last held change was rejected, "checking" while under review. */
export function reviewLabel(detail: Pick<ContestDetail, 'check_state' | 'review_state'>): ReviewLabel {
  if (detail.review_state === 2) return 'checkingFailed';
  if (detail.check_state === 1 || detail.review_state === 1) return 'checking';
  return null;
}
