// Names of the icons content may use; components/ui/Icon.tsx maps each to an SVG.
export const iconNames = [
  'chat',
  'email',
  'phone',
  'location',
  'clock',
  'star',
  'arrowRight',
  'arrowLeft',
  'check',
  'linkedin',
  'x',
  'facebook',
  'youtube',
  'instagram',
  'menu',
  'close',
  'award',
] as const;

export type IconName = (typeof iconNames)[number];
