'use client';
// Client island: a link to the video's YouTube page (it opens without scripts) that, once
// hydrated, plays the video in a lightbox instead. Nothing is requested from the video host, and
// the lightbox code is not loaded, before the visitor hovers, focuses or clicks it.
import { useRef, useState, type ReactNode } from 'react';
import { isPlainClick } from './plain-click';
import { onDemandComponent } from './on-demand';
import { useHydrated } from './use-hydrated';

const VideoLightbox = onDemandComponent(() =>
  import('./VideoLightbox').then((module) => module.VideoLightbox),
);

/** The video's page on YouTube: where the link goes without scripts or on a modified click. */
export function videoPageUrl(youtubeId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`;
}

type VideoButtonProps = {
  youtubeId: string;
  /** Visible text of the link, also the video's title in the lightbox. */
  label: string;
  className?: string;
  /** Optional icon rendered on the server. */
  icon?: ReactNode;
};

export function VideoButton({ youtubeId, label, className, icon }: VideoButtonProps) {
  const enhanced = useHydrated();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a
        ref={link}
        href={videoPageUrl(youtubeId)}
        className={className}
        // Announced once the click opens a dialog rather than the video page.
        aria-haspopup={enhanced ? 'dialog' : undefined}
        data-enhanced={enhanced ? '' : undefined}
        onPointerEnter={VideoLightbox.preload}
        onFocus={VideoLightbox.preload}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          setUsed(true);
          setOpen(true);
        }}
      >
        {icon}
        {label}
      </a>
      {used ? (
        <VideoLightbox
          youtubeId={youtubeId}
          title={label}
          open={open}
          onClose={() => setOpen(false)}
          onClosed={() => link.current?.focus()}
        />
      ) : null}
    </>
  );
}
