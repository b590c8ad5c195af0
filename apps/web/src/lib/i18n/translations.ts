/** A catalogue of the same shape as the English one, with every text a string. */
export type Translations<T> = { [K in keyof T]: T[K] extends string ? string : Translations<T[K]> };
