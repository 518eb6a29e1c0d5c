import { CliError, type Command } from './args.js';

export const reviewCommand: Command = async () => {
  throw new CliError('review: being written');
};
