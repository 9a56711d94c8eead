/**
 * The event a lecture body gets after its deferred far blocks have been added to it
 * (app/lib/deferred-blocks.ts): what looks for elements in the body (practice
 * questions, the contents' section tracker) looks again. It has no detail, and it bubbles, so the
 * lecture's article hears it too.
 */
export const BLOCKS_ADDED = 'lecture-blocks-added';
