import { CliError, type Command } from './args.js';

export const demoCommand: Command = async () => {
  throw new CliError('demo seed: being written');
};
