import { playGame } from './src/index.js';
const lv = Number(process.env.LV ?? 1);
for (let g = 0; g < 150; g++) playGame({ seed: `w-${g}`, roundType: 2, robotLevels: lv });
const t0 = performance.now(); const c0 = process.cpuUsage();
let hands = 0;
for (let g = 0; g < 150; g++) hands += playGame({ seed: `q-${g}`, roundType: 2, robotLevels: lv }).hands.length;
const c = process.cpuUsage(c0);
console.log('LV', lv, 'hands/cpu-s', (hands / ((c.user + c.system) / 1e6)).toFixed(0));
