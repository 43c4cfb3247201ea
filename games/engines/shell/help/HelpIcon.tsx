import { Svg, type IconProps } from "../../../../art/powerupIcons.tsx";

/** "?" in a circle: the how-to dialog. */
export const HelpIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.3a2.6 2.6 0 0 1 5 .9c0 1.8-2.5 2.3-2.5 3.8" />
    <path d="M12 17.2h.01" />
  </Svg>
);
