'use client';
// Client island: a button that opens a YouTube video in a lightbox. Nothing is requested from the
// video host, and the lightbox code is not loaded, until the visitor clicks.
import { useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';

const loadLightbox = () => import('./VideoLightbox').then((module) => module.VideoLightbox);
const VideoLightbox = dynamic(loadLightbox, { ssr: false });

type VideoButtonProps = {
  youtubeId: string;
  /** Visible text of the button, also the video's title in the lightbox. */
  label: string;
  className?: string;
  /** Optional icon rendered on the server. */
  icon?: ReactNode;
};

export function VideoButton({ youtubeId, label, className, icon }: VideoButtonProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={loadLightbox}
        onFocus={loadLightbox}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {icon}
        {label}
      </button>
      {used ? (
        <VideoLightbox
          youtubeId={youtubeId}
          title={label}
          open={open}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
