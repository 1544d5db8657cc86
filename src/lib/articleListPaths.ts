/**
 * The kinds of article and each one's list page. Apart from the articles area's kinds, whose data
 * calls Home's first load does without, so that Home's prerendered bands can link to their lists.
 */
export const articleListPaths = { blogs: '/blogs', newsEvents: '/newsEvents' } as const;

export type ArticleKind = keyof typeof articleListPaths;

/** Cards a list page shows, and a Home carousel asks for (the spec's list request: pageSize 12, section 9). */
export const articlesPerPage = 12;
