'use client';
// Client island loader: the section registry imports every section on every page, so islands are
// split into their own chunk and only pages that render a carousel load it (still server-rendered).
import dynamic from 'next/dynamic';

export const CarouselIsland = dynamic(() => import('./Carousel').then((module) => module.Carousel));
