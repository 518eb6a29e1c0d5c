import {
  applyStartPoints,
  applyThinkingType,
  applyToggle,
  blurValue,
  type GameMode,
  isRuleChanged,
  type NumberField,
  type RoundTypeValue,
  type RuleIssue,
  setEmojiEnabled,
  type ToggleField,
  validateGameRule,
} from '@taikai/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { playersOf, type Setting, withGameMode, withRoundType } from './ruleDraft';

export interface RuleActions {
  setNumber: (field: NumberField, value: number | null) => void;
  blurNumber: (field: NumberField, text: string) => void;
  setOption: (field: NumberField, value: number) => void;
  setToggle: (field: ToggleField, on: boolean) => void;
  setEmoji: (enabled: boolean) => void;
  setBroadcast: (enabled: boolean) => void;
  setGameMode: (mode: GameMode) => void;
  setRoundType: (roundType: RoundTypeValue) => void;
  setThinkingType: (thinkingType: number) => void;
  /** replaces the whole draft (preset, default rule, import) */
  replace: (next: Setting, ruleIndex: number) => void;
  /** back to the saved rule */
  reset: (saved: Setting) => void;
  setServerField: (field: string | null) => void;
}

export interface RuleDraft extends RuleActions {
  draft: Setting;
  issues: RuleIssue[];
  changed: boolean;
  /** index of the last loaded preset in RULE_PRESETS, −1 for a custom rule (goes into the copy bundle) */
  ruleIndex: number;
  /** the field the server rejected with 2517, until the next edit */
  serverField: string | null;
  /** the same callbacks as one stable object (for memoised children) */
  actions: RuleActions;
}

/**
 * The editor's working copy of the rule. Every edit goes through the shared helpers (dependent switches, start
 * points, blur clamping), and the issues are recomputed on each change so errors show as the user types. A new
 * saved rule from the server (after an update or a refresh) replaces the draft; a refetch that brings the same
 * rule keeps the user's edits.
 */
export function useRuleDraft(saved: Setting): RuleDraft {
  const [draft, setDraft] = useState<Setting>(saved);
  const [ruleIndex, setRuleIndex] = useState(-1);
  const [serverField, setServerField] = useState<string | null>(null);
  const lastSaved = useRef(saved);

  useEffect(() => {
    if (isRuleChanged(saved, lastSaved.current)) {
      startAnchor.current = null;
      setDraft(saved);
      setRuleIndex(-1);
      setServerField(null);
    }
    lastSaved.current = saved;
  }, [saved]);

  /**
   * The rule as it was before the current run of start-points edits. While the person types start points, the
   * dependent fields (first-place target, settlement origin) are derived from this rule and the value the field
   * will hold after blur (clamped to 0–400000, rounded to 100) — never from a raw out-of-range number, and never
   * from the previous keystroke — so they follow the clamped value and their errors clear once the cause is gone.
   */
  const startAnchor = useRef<Setting['detail_rule'] | null>(null);

  const edit = useCallback((fn: (d: Setting) => Setting, custom = true) => {
    startAnchor.current = null;
    setDraft(fn);
    setServerField(null);
    if (custom) setRuleIndex(-1);
  }, []);

  const setDetail = useCallback(
    (field: NumberField, value: number) => {
      if (field !== 'init_point') {
        edit((d) => ({ ...d, detail_rule: { ...d.detail_rule, [field]: value } }));
        return;
      }
      setDraft((d) => {
        startAnchor.current ??= d.detail_rule;
        const base = startAnchor.current;
        const detail_rule = Number.isNaN(value)
          ? { ...d.detail_rule, init_point: value }
          : {
              ...applyStartPoints(base, playersOf(d), d.game_mode, blurValue('init_point', value, playersOf(d))),
              init_point: value,
            };
        return { ...d, detail_rule };
      });
      setServerField(null);
      setRuleIndex(-1);
    },
    [edit],
  );

  const draftRef = useRef(draft);
  draftRef.current = draft;

  const issues = useMemo(() => validateGameRule(draft), [draft]);
  const changed = useMemo(() => isRuleChanged(draft, saved), [draft, saved]);

  // Stable callbacks, so the memoised field controls only re-render when their own value changes.
  const actions = useMemo<RuleActions>(
    () => ({
      setNumber: (field: NumberField, value: number | null) => setDetail(field, value === null ? Number.NaN : value),
      blurNumber: (field: NumberField, text: string) => {
        // Points are clamped to 0–400000 and rounded down to 100; empty input falls back to the field's default.
        const d = draftRef.current;
        const value = blurValue(field, text, playersOf(d));
        if (!Object.is(value, d.detail_rule[field])) setDetail(field, value);
      },
      setOption: (field: NumberField, value: number) => setDetail(field, value),
      setToggle: (field: ToggleField, on: boolean) =>
        edit((d) => ({ ...d, detail_rule: applyToggle(d.detail_rule, field, on) })),
      setEmoji: (enabled: boolean) => edit((d) => ({ ...d, detail_rule: setEmojiEnabled(d.detail_rule, enabled) })),
      setBroadcast: (enabled: boolean) =>
        edit((d) => ({ ...d, detail_rule: { ...d.detail_rule, disable_broadcast: !enabled } })),
      setGameMode: (mode: GameMode) => edit((d) => withGameMode(d, mode)),
      setRoundType: (roundType: RoundTypeValue) => edit((d) => withRoundType(d, roundType)),
      setThinkingType: (thinkingType: number) => edit((d) => applyThinkingType(d, thinkingType)),
      replace: (next: Setting, index: number) => {
        startAnchor.current = null;
        setDraft(next);
        setServerField(null);
        setRuleIndex(index);
      },
      reset: (s: Setting) => {
        startAnchor.current = null;
        lastSaved.current = s;
        setDraft(s);
        setRuleIndex(-1);
        setServerField(null);
      },
      setServerField,
    }),
    [edit, setDetail],
  );

  return { draft, issues, changed, ruleIndex, serverField, ...actions, actions };
}
