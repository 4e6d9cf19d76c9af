// What the build-time compiled catalogs call (messageformat's runtime: plural and select rules,
// number formatting). The loader points their imports here (and fails the build on any other
// name), so it exists once on the page, inside the shared runtime, whatever area's catalog runs.
import { number, plural, select } from '@messageformat/runtime';
import { en, fr } from '@messageformat/runtime/lib/cardinals';

export const messageRuntime = { number, plural, select, cardinals: { en, fr } };
