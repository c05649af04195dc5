import { InputError } from '@sv/core';

/** A command line sv cannot understand: an input error like a refused argument, with exit code 2. */
export class UsageError extends InputError {}
