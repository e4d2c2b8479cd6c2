'use client';
// Client island loaders. The section registry puts every section on every page, so each island
// gets its own chunk that only pages rendering it load; the islands still render on the server.
// Sections import islands from here, never from the island files directly.
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
