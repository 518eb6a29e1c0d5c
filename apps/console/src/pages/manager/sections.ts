/** Element ids of the manager page's sections (targets of its anchor menu). */
export const SECTION_IDS = {
  notice: 'manager-notice',
  managers: 'manager-roster',
  observers: 'observer-roster',
} as const;
