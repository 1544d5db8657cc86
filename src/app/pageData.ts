/** The JSON script in which a prerendered page carries the data its loader read (dehydrated React Query state). */
export const queryStateId = 'query-state';
