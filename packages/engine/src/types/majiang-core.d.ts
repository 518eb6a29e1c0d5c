/** The small part of @kobalab/majiang-core 1.4.1 (MIT) that the scoring adapter uses. */
declare module '@kobalab/majiang-core' {
  export interface MjcShoupai {
    toString(): string;
    clone(): MjcShoupai;
  }
  export interface MjcHupai {
    name: string;
    /** han as a number, or '*' / '**' for a single / double yakuman. */
    fanshu: number | string;
    /** pao: direction of the responsible player relative to the winner ('+' next, '=' opposite, '-' previous). */
    baojia?: '+' | '=' | '-';
  }
  export interface MjcHule {
    hupai?: MjcHupai[];
    fu?: number;
    fanshu?: number;
    damanguan?: number;
    defen: number;
    fenpei?: number[];
  }
  export interface MjcHuleParam {
    rule: Record<string, unknown>;
    zhuangfeng: number;
    menfeng: number;
    hupai: { lizhi: number; yifa: boolean; qianggang: boolean; lingshang: boolean; haidi: number; tianhu: number };
    baopai: string[];
    fubaopai: string[] | null;
    jicun: { changbang: number; lizhibang: number };
  }
  interface MajiangCore {
    rule(param?: Record<string, unknown>): Record<string, unknown>;
    Shoupai: { fromString(s: string): MjcShoupai };
    Util: {
      hule(shoupai: MjcShoupai, rongpai: string | null, param: MjcHuleParam): MjcHule | undefined;
      hule_param(param?: Record<string, unknown>): MjcHuleParam;
      xiangting(shoupai: MjcShoupai): number;
    };
  }
  const Majiang: MajiangCore;
  export default Majiang;
}
