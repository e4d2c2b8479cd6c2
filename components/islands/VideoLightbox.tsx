'use client';
// Client island: yet-another-react-lightbox showing one privacy-enhanced YouTube embed (loaded on demand).
import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';

/** Width of the video in the lightbox (spec §9). */
export const VIDEO_WIDTH = 800;

type VideoLightboxProps = {
  youtubeId: string;
  title: string;
  open: boolean;
  onClose: () => void;
  /** Called once the closing animation ends (to return focus to the link). */
  onClosed?: () => void;
};

export function videoEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;
}

export function VideoLightbox({ youtubeId, title, open, onClose, onClosed }: VideoLightboxProps) {
  return (
    <Lightbox
      open={open}
      close={onClose}
      slides={[{ src: videoEmbedUrl(youtubeId), alt: title }]}
      carousel={{ finite: true }}
      controller={{ closeOnBackdropClick: true }}
      on={{ exited: onClosed }}
      labels={{ Close: 'Close video' }}
      render={{
        buttonPrev: () => null,
        buttonNext: () => null,
        slide: ({ slide }) => (
          <div style={{ width: `min(${VIDEO_WIDTH}px, 92vw)`, aspectRatio: '16 / 9' }}>
            <iframe
              src={slide.src}
              title={title}
              width={VIDEO_WIDTH}
              height={450}
              style={{ width: '100%', height: '100%', border: 0 }}
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
            />
          </div>
        ),
      }}
    />
  );
}
