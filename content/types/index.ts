// The content model: every page is a list of typed sections rendered by SectionStack. Copy is plain
// strings; emphasis is a field, never JSX. One file per section family; import from '@/content/types'.
export type * from './common';
export type * from './sections';
export type * from './help';
export type * from './careers';
export type * from './news';
export type * from './forms';
export type * from './landing';
export type * from './page';
export type * from './company';
