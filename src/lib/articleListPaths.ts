/**
 * The kinds of article and each one's list page. Apart from the articles area's kinds, whose data
 * calls Home's first load does without, so that Home's prerendered bands can link to their lists.
 */
export const articleListPaths = { blogs: '/blogs', newsEvents: '/newsEvents' } as const;

export type ArticleKind = keyof typeof articleListPaths;
