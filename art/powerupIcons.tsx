/**
 * Playden's own powerup icons, one per powerup kind of data/store_powerups.json, shared by the game
 * shell (games/engines/shell) and the portal's store (client/store): 24x24 strokes in currentColor,
 * so the button or card around them gives the colour. An unknown id gets a star.
 * This folder may import nothing but React: both builds take it in.
 */
import type { ReactElement, SVGProps } from "react";

export type IconProps = SVGProps<SVGSVGElement>;

/** The frame every icon is drawn in. */
export function Svg({ children, ...props }: IconProps) {
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

/** Freeze Frame: the snowflake inside a camera's frame corners. */
export const FreezeFrameIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 8V3h5M16 3h5v5M21 16v5h-5M8 21H3v-5" />
    <path d="M12 7v10M7.7 9.5l8.6 5M7.7 14.5l8.6-5" />
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

/** Shuffle: two crossing arrows. */
export const ShuffleIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 6h3.5c2 0 3.2.9 4.3 2.6l2.4 6.8c1.1 1.7 2.3 2.6 4.3 2.6H21" />
    <path d="M3 18h3.5c1.6 0 2.7-.6 3.6-1.7M14.3 7.7C15.2 6.6 16.3 6 17.9 6H21" />
    <path d="m18 3 3 3-3 3M18 15l3 3-3 3" />
  </Svg>
);

/** Auto Play: a play triangle with a pair of matched tiles beside it. */
export const AutoPlayIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 5v14l9-7Z" />
    <rect x="15" y="4" width="6" height="7" rx="1" />
    <rect x="15" y="13" width="6" height="7" rx="1" />
  </Svg>
);

/** Check: a tick inside a grid cell. */
export const CheckIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="m7.5 12.5 3 3 6-7" />
  </Svg>
);

/** Edge Sort: a jigsaw piece with its straight edge on a tray. */
export const EdgeSortIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 16V6h4a2 2 0 1 1 4 0h4v4a2 2 0 1 1 0 4v2Z" />
    <path d="M2 20h20" />
  </Svg>
);

/** Fill: a tipped paint bucket with a drop. */
export const FillIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m11 3 8 8-7 7a2 2 0 0 1-2.8 0L4 12.8a2 2 0 0 1 0-2.8Z" />
    <path d="M4.5 11.5h14" />
    <path d="M20 15s-2 2.4-2 3.6a2 2 0 0 0 4 0c0-1.2-2-3.6-2-3.6Z" />
  </Svg>
);

/** Hammer. */
export const HammerIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m14 6-9.5 9.5a2.1 2.1 0 0 0 3 3L17 9" />
    <path d="M12.5 4.5 15 2l7 7-2.5 2.5-2-2-2 2-3-3 2-2Z" />
  </Svg>
);

/** Power Prune: garden shears. */
export const PowerPruneIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="6" cy="18" r="3" />
    <circle cx="18" cy="18" r="3" />
    <path d="M8.2 16 16 4M15.8 16 8 4" />
  </Svg>
);

/** Reveal: an open eye. */
export const RevealIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Svg>
);

/** Sand Dollars: the shell's five-petal star in a disc. */
export const SandDollarIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 12V6.5M12 12l5.2-1.7M12 12l3.2 4.5M12 12l-3.2 4.5M12 12 6.8 10.3" />
  </Svg>
);

/** Seeds: a sprout over three seeds. */
export const SeedsIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 14V8" />
    <path d="M12 9c0-3 2-5 6-5 0 3-2 5-6 5ZM12 11c0-2.5-1.6-4-5-4 0 2.5 1.6 4 5 4Z" />
    <ellipse cx="6" cy="19" rx="2" ry="1.5" />
    <ellipse cx="12" cy="19" rx="2" ry="1.5" />
    <ellipse cx="18" cy="19" rx="2" ry="1.5" />
  </Svg>
);

export const StarIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z" />
  </Svg>
);

/** Every powerup id of data/store_powerups.json and its icon (a test holds the two lists together). */
export const POWERUP_ICONS: Readonly<Record<string, (props: IconProps) => ReactElement>> = {
  AP: AutoPlayIcon,
  AT: AddTimeIcon,
  CK: CheckIcon,
  ED: EdgeSortIcon,
  FF: FreezeFrameIcon,
  FL: FillIcon,
  FR: FreezeIcon,
  HI: HintIcon,
  HM: HammerIcon,
  MC: MoreCardsIcon,
  MG: MoreGuessesIcon,
  PP: PowerPruneIcon,
  RV: RevealIcon,
  SD: SandDollarIcon,
  SE: SeedsIcon,
  SH: ShuffleIcon,
  UN: UndoIcon,
};

export function PowerupIcon({ id, ...props }: IconProps & { id: string }) {
  const Icon = POWERUP_ICONS[id] ?? StarIcon;
  return <Icon {...props} />;
}
