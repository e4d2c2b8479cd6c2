// Type-level check run by `npm run typecheck`: a registry missing a section type must not compile.
// If the mapped type ever stops catching it, the @ts-expect-error below becomes unused and fails.
import { sectionRegistry, type SectionRegistry } from '@/components/layout/SectionStack';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { timeline: _omitted, ...withoutTimeline } = sectionRegistry;

// @ts-expect-error: 'timeline' is missing, so this is not a complete SectionRegistry.
export const incompleteRegistry: SectionRegistry = withoutTimeline;
