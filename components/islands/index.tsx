'use client';
// Islands that sections render: server-rendered, each hydrating from a chunk of its own that only
// pages showing it load. Sections import islands from here, never from the island files. The
// literal `import()` inside next/dynamic is what lets Next preload the chunk; code an island needs
// only after the visitor acts goes through ./on-demand.ts instead.
import dynamic from 'next/dynamic';

export const Carousel = dynamic(() => import('./Carousel').then((module) => module.Carousel));
export const Tabs = dynamic(() => import('./Tabs').then((module) => module.Tabs));
export const HelpSearch = dynamic(() => import('./HelpSearch').then((module) => module.HelpSearch));
export const VideoButton = dynamic(() =>
  import('./VideoButton').then((module) => module.VideoButton),
);
export const PortfolioViewer = dynamic(() =>
  import('./PortfolioViewer').then((module) => module.PortfolioViewer),
);
