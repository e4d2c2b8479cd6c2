// Icons from Bootstrap Icons (MIT) as inline SVG, rendered on the server: no icon font, no JS.
import type { ComponentType, SVGProps } from 'react';
import {
  ArrowLeft,
  ArrowRight,
  Award,
  ChatDots,
  Check2,
  Clock,
  Envelope,
  Facebook,
  GeoAlt,
  Instagram,
  Linkedin,
  List,
  StarFill,
  Telephone,
  TwitterX,
  XLg,
  Youtube,
} from 'react-bootstrap-icons';
import type { IconName } from '@/content/icons';

type IconComponent = ComponentType<SVGProps<SVGSVGElement> & { size?: number | string }>;

// Record<IconName, …>: a name added to content/icons.ts without an SVG fails the type check.
const icons: Record<IconName, IconComponent> = {
  chat: ChatDots,
  email: Envelope,
  phone: Telephone,
  location: GeoAlt,
  clock: Clock,
  star: StarFill,
  arrowRight: ArrowRight,
  arrowLeft: ArrowLeft,
  check: Check2,
  linkedin: Linkedin,
  x: TwitterX,
  facebook: Facebook,
  youtube: Youtube,
  instagram: Instagram,
  menu: List,
  close: XLg,
  award: Award,
};

type IconProps = { name: IconName; size?: number; className?: string };

/** A decorative icon; give the surrounding control its accessible name. */
export function Icon({ name, size = 20, className }: IconProps) {
  const Svg = icons[name];
  return <Svg size={size} className={className} aria-hidden="true" focusable="false" />;
}
