/**
 * The shell's icons, drawn for Playden: 24x24 strokes in currentColor, so buttons colour them.
 * Powerups are looked up by their catalog id (UN, HI, FR, MC, MG, AT...); an unknown id gets a star.
 */
import type { ReactElement, SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement>;

function Svg({ children, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export const UndoIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </Svg>
);

export const HintIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M9 18h6M10 21h4" />
    <path d="M12 3a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1.1 2.2h5c.1-1 .5-1.7 1.1-2.2A6 6 0 0 0 12 3Z" />
  </Svg>
);

export const FreezeIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 2v20M3.3 7l17.4 10M3.3 17 20.7 7" />
    <path d="m9 4 3 2 3-2M9 20l3-2 3 2M4.5 10.5l.6-3.5-3.3-1.2M22.2 18.2l-3.3-1.2.6-3.5M19.5 10.5 18.9 7l3.3-1.2M1.8 18.2l3.3-1.2-.6-3.5" />
  </Svg>
);

export const MoreCardsIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="6" width="11" height="15" rx="2" />
    <path d="M7 3h10a2 2 0 0 1 2 2v8" />
    <path d="M19 16v6M16 19h6" />
  </Svg>
);

export const MoreGuessesIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="2" y="4" width="5" height="5" rx="1" />
    <rect x="9" y="4" width="5" height="5" rx="1" />
    <rect x="2" y="11" width="5" height="5" rx="1" />
    <rect x="9" y="11" width="5" height="5" rx="1" />
    <path d="M19 12v8M15 16h8" />
  </Svg>
);

export const AddTimeIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="11" cy="13" r="8" />
    <path d="M11 9v4l2.5 2.5M9 2h4" />
    <path d="M20 3v5M17.5 5.5h5" />
  </Svg>
);

export const StarIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z" />
  </Svg>
);

export const NewGameIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M12 8v8M8 12h8" />
  </Svg>
);

export const RestartIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
  </Svg>
);

export const SettingsIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
  </Svg>
);

export const ClockIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);

export const TokenIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <path d="M12 9.5v5" />
  </Svg>
);

const POWERUP_ICONS: Record<string, (props: IconProps) => ReactElement> = {
  UN: UndoIcon,
  HI: HintIcon,
  FR: FreezeIcon,
  FF: FreezeIcon,
  MC: MoreCardsIcon,
  MG: MoreGuessesIcon,
  AT: AddTimeIcon,
};

export function PowerupIcon({ id, ...props }: IconProps & { id: string }) {
  const Icon = POWERUP_ICONS[id] ?? StarIcon;
  return <Icon {...props} />;
}
