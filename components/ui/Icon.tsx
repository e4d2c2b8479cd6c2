// Icons from Bootstrap Icons (MIT) as inline SVG, rendered on the server: no icon font, no JS.
import type { ComponentType, SVGProps } from 'react';
import {
  ArrowLeft,
  ArrowRepeat,
  Bank,
  BarChartLine,
  Coin,
  JournalCheck,
  Cash,
  ClipboardCheck,
  Cloud,
  CreditCard,
  FileEarmarkText,
  Gear,
  GraphUpArrow,
  Headset,
  Lightning,
  Lock,
  People,
  Phone,
  PiggyBank,
  PlayFill,
  Search,
  ShieldCheck,
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
  bank: Bank,
  shield: ShieldCheck,
  growth: GraphUpArrow,
  people: People,
  mobile: Phone,
  lightning: Lightning,
  gear: Gear,
  document: FileEarmarkText,
  cash: Cash,
  clipboardCheck: ClipboardCheck,
  cloud: Cloud,
  lock: Lock,
  savings: PiggyBank,
  card: CreditCard,
  play: PlayFill,
  search: Search,
  sync: ArrowRepeat,
  support: Headset,
  coin: Coin,
  barChart: BarChartLine,
  journal: JournalCheck,
};

type IconProps = { name: IconName; size?: number; className?: string };

/** A decorative icon; give the surrounding control its accessible name. */
export function Icon({ name, size = 20, className }: IconProps) {
  const Svg = icons[name];
  return <Svg size={size} className={className} aria-hidden="true" focusable="false" />;
}
