import { CliError, type Command } from './args.js';

export const contestCommand: Command = async () => {
  throw new CliError('contest lock|unlock: being written');
};
