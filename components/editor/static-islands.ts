// The islands as the editor's preview renders them: each island's own component, imported as it
// is (the site takes them from components/islands/index.tsx through next/dynamic, which loads
// each from a chunk of its own; a page rendered to markup at once needs them loaded). The preview
// bundle (scripts/editor-bundle.ts) puts this module in place of that index.
export { Carousel } from '@/components/islands/Carousel';
export { Tabs } from '@/components/islands/Tabs';
export { HelpSearch } from '@/components/islands/HelpSearch';
export { VideoButton } from '@/components/islands/VideoButton';
export { PortfolioViewer } from '@/components/islands/PortfolioViewer';
