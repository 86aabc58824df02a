// Numbers of the tracking domain: the text limits of a page-view record (buryPointWeb).
export const PAGE_VIEW_LIMITS = { path: 500, title: 200 } as const;
