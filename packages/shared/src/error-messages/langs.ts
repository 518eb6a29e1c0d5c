/** The five message languages, kept apart from `error-messages.ts` so that the section files can use them. */
export type MessageLang = 'zh-CN' | 'zh-TW' | 'en' | 'ja' | 'ko';

export const MESSAGE_LANGS: readonly MessageLang[] = ['zh-CN', 'zh-TW', 'en', 'ja', 'ko'];
