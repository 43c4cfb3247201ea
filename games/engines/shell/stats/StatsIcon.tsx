import { Svg, type IconProps } from "../icons.tsx";

/** Three bars on a base line: the top bar's Statistics button, drawn like the shell's other icons. */
export const StatsIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 20h16" />
    <path d="M7 16v-5M12 16V6M17 16v-8" />
  </Svg>
);
