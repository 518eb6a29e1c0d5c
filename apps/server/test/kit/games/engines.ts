/** The engine the games tests play on: @taikai/engine's step machine once it is exported, else the scripted one. */
import { type EnginePort, engineAvailable, realEngine } from '../../../src/games/engine.js';
import { scriptedEngine } from './scripted-engine.js';

export function testEngine(): { engine: EnginePort; real: boolean } {
  return engineAvailable() ? { engine: realEngine(), real: true } : { engine: scriptedEngine, real: false };
}
