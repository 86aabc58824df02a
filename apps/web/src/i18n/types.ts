// Shape check for translations: every other language must provide exactly the zh-CN keys.
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
