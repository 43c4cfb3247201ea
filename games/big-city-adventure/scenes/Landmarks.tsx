/**
 * Each city's landmark silhouette, standing on 0,0 and 300 units tall (up is negative y), in the
 * city's landmark colour with darker detail: the Eiffel Tower, the Colosseum, the Statue of
 * Liberty, Big Ben and the rest, drawn so a player knows the city at a glance.
 */
import type { ReactNode } from "react";
import type { LandmarkId } from "../cities.ts";

const DARK = "rgba(30,24,20,0.35)";
const EDGE = "rgba(30,24,20,0.55)";

type Draw = (color: string) => ReactNode;

const arches = (from: number, to: number, step: number, top: number, bottom: number, width: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => {
    const x = from + index * step;
    return `M${x - width / 2} ${bottom}v${top - bottom + width / 2}a${width / 2} ${width / 2} 0 0 1 ${width} 0v${bottom - top - width / 2}z`;
  }).join("");

const LANDMARKS: Record<LandmarkId, Draw> = {
  eiffel: (c) => (
    <g fill={c} stroke={EDGE} strokeWidth="3">
      <path d="M-90 0q40-70 70-150l8-130h24l8 130q30 80 70 150h-34q-26-60-56-60t-56 60z" />
      <path d="M-48-110h96v14h-96zM-24-200h48v12h-48z" />
      <path d="M0-300v-14" stroke={c} strokeWidth="6" />
      <path d="M-60-96l50 86M60-96l-50 86M-30-188l30 78 30-78" fill="none" stroke={DARK} strokeWidth="3" />
    </g>
  ),
  colosseum: (c) => (
    <g stroke={EDGE} strokeWidth="3">
      <path d="M-200 0v-190q100-40 300-20 100 10 100 60v150z" fill={c} />
      <path d="M100-210q-40 60-30 210" fill="none" stroke={DARK} strokeWidth="6" />
      <path d={arches(-176, 60, 34, -170, -130, 20) + arches(-176, 60, 34, -112, -72, 20) + arches(-176, 60, 34, -54, -2, 20)} fill={DARK} stroke="none" />
    </g>
  ),
  liberty: (c) => (
    <g fill={c} stroke={EDGE} strokeWidth="3">
      <path d="M-60 0v-70h120v70zM-40-70v-50h80v50z" />
      <path d="M-26-120l6-100q-2-20 14-24 16 4 20 24l10 100z" />
      <path d="M14-210l16-60 12 2-8 62z" />
      <path d="M26-272q8-16 20 0z" fill="#f4c430" />
      <path d="M-14-246l-10-16M-4-252v-18M6-246l10-16" fill="none" stroke={c} strokeWidth="5" />
      <path d="M-30-150l28-10M-24-180l24-8" fill="none" stroke={DARK} strokeWidth="3" />
    </g>
  ),
  bigben: (c) => (
    <g stroke={EDGE} strokeWidth="3">
      <path d="M-34 0v-210h68v210z" fill={c} />
      <rect x="-38" y="-212" width="76" height="54" fill={c} />
      <circle cx="0" cy="-185" r="20" fill="#fdf3d0" />
      <path d="M0-185v-12M0-185h9" stroke="#333" strokeWidth="3" />
      <path d="M-34-212l34-88 34 88z" fill={c} />
      <path d="M-20 0v-150M0 0v-150M20 0v-150" stroke={DARK} strokeWidth="3" />
      <path d="M-200 0v-90h166v90zM34 0v-90h160v90z" fill={c} opacity="0.85" />
      <path d={arches(-180, -50, 26, -76, -20, 12) + arches(50, 180, 26, -76, -20, 12)} fill={DARK} stroke="none" />
    </g>
  ),
  tokyotower: (c) => (
    <g fill={c} stroke={EDGE} strokeWidth="3">
      <path d="M-80 0q50-90 66-200l6-100h16l6 100q16 110 66 200h-30q-30-60-54-60t-54 60z" />
      <path d="M-40-90h80v14h-80zM-22-190h44v12h-44z" fill="#f4f1ea" />
      <path d="M-14-150h28M-10-230h20" stroke="#f4f1ea" strokeWidth="8" />
    </g>
  ),
  opera: (c) => (
    <g fill={c} stroke={EDGE} strokeWidth="3">
      <path d="M-220 0v-30h440v30z" fill="#d9b48f" />
      <path d="M-200-30q10-120 80-170 10 90-20 170zM-130-30q20-150 100-230 20 130-20 230zM-40-30q30-130 110-190 10 110-30 190zM60-30q30-100 100-140 10 80-20 140z" />
      <path d="M-120-200q-10 90-40 170M-30-260q-10 130-50 230M70-220q-10 110-60 190" fill="none" stroke={DARK} strokeWidth="3" />
    </g>
  ),
  sagrada: (c) => (
    <g fill={c} stroke={EDGE} strokeWidth="3">
      <path d="M-150 0v-110h300v110z" />
      {[-110, -60, 60, 110].map((x, index) => (
        <path key={x} d={`M${x - 16} -100v-${120 + (index % 3 === 0 ? 0 : 60)}q16-${60} 32 0v${120 + (index % 3 === 0 ? 0 : 60)}z`} />
      ))}
      <path d="M-22-110v-150q22-50 44 0v150z" />
      <path d="M-90-60a20 30 0 0 1 40 0v60h-40zM50-60a20 30 0 0 1 40 0v60h-40z" fill={DARK} />
      <circle cx="0" cy="-290" r="8" fill="#f2c14e" />
    </g>
  ),
  gables: (c) => (
    <g stroke={EDGE} strokeWidth="3">
      {[-180, -100, -20, 60, 140].map((x, index) => {
        const h = [220, 250, 200, 260, 230][index]!;
        return (
          <g key={x}>
            <path d={`M${x} 0v-${h}h16v-20h14v-14h20v14h14v20h16v${h}z`} fill={index % 2 ? c : "#5e3a2e"} />
            <path d={`M${x + 18} -${h - 30}h44M${x + 18} -${h - 90}h44M${x + 18} -${h - 150}h44`} stroke="#fffaf0" strokeWidth="12" strokeDasharray="14 6" />
          </g>
        );
      })}
    </g>
  ),
  brandenburg: (c) => (
    <g fill={c} stroke={EDGE} strokeWidth="3">
      <path d="M-190 0v-160h380v160z" />
      <path d="M-200-160h400v-30h-400zM-130-190h260v-34h-260z" />
      <path d={arches(-138, 138, 69, -150, 0, 40)} fill={DARK} stroke="none" />
      <path d="M-30-224l10-30h40l10 30zM-20-254q20-30 40 0" fill="#5f8a6b" />
    </g>
  ),
  prague: (c) => (
    <g fill={c} stroke={EDGE} strokeWidth="3">
      <path d="M-110 0v-170h220v170z" fill="#e9d8b4" />
      <path d="M-100-170l24-110 24 110zM52-170l24-110 24 110z" />
      <path d="M-110-170l30-30h160l30 30z" />
      {[-88, -64, 64, 88].map((x) => (
        <path key={x} d={`M${x - 6} -190l6-40 6 40z`} />
      ))}
      <circle cx="0" cy="-110" r="30" fill="#2b4c7e" stroke="#f2c14e" strokeWidth="5" />
      <path d="M-50 0v-60a20 20 0 0 1 40 0v60zM10 0v-60a20 20 0 0 1 40 0v60z" fill={DARK} />
    </g>
  ),
  wheel: (c) => (
    <g stroke={EDGE} strokeWidth="3">
      <circle cx="0" cy="-170" r="124" fill="none" stroke={c} strokeWidth="10" />
      {Array.from({ length: 12 }, (_, index) => {
        const angle = (index * Math.PI) / 6;
        const x = Math.cos(angle) * 124;
        const y = -170 + Math.sin(angle) * 124;
        return (
          <g key={index}>
            <path d={`M0 -170L${x.toFixed(1)} ${y.toFixed(1)}`} stroke={c} strokeWidth="3" />
            <rect x={(x - 12).toFixed(1)} y={(y + 2).toFixed(1)} width="24" height="18" rx="3" fill={c} />
          </g>
        );
      })}
      <path d="M-90 0l90-170 90 170" fill="none" stroke={c} strokeWidth="10" />
      <circle cx="0" cy="-170" r="12" fill={c} />
    </g>
  ),
  mosque: (c) => (
    <g fill={c} stroke={EDGE} strokeWidth="3">
      <path d="M-150 0v-90h300v90z" />
      <path d="M-110-90a110 90 0 0 1 220 0z" />
      <path d="M-60-170a60 50 0 0 1 120 0z" />
      <path d="M-130-90a30 26 0 0 1 60 0zM70-90a30 26 0 0 1 60 0z" />
      {[-200, -170, 170, 200].map((x, index) => (
        <path key={x} d={`M${x - 7} 0v-${index === 0 || index === 3 ? 230 : 260}h14v${index === 0 || index === 3 ? 230 : 260}zM${x - 7} -${index === 0 || index === 3 ? 230 : 260}l7-40 7 40z`} />
      ))}
      <path d="M0-220v-20" stroke={c} strokeWidth="4" />
    </g>
  ),
  pyramids: (c) => (
    <g stroke={EDGE} strokeWidth="3">
      <path d="M-230 0l140-230 140 230z" fill={c} />
      <path d="M-90-230l140 230h-60z" fill={DARK} stroke="none" />
      <path d="M-10 0l120-190 120 190z" fill={c} />
      <path d="M110-190l120 190h-50z" fill={DARK} stroke="none" />
      <path d="M-260 0l60-96 60 96z" fill={c} />
    </g>
  ),
  burj: (c) => (
    <g fill={c} stroke={EDGE} strokeWidth="3">
      <path d="M-60 0v-60h-20v-10h30v-70h20v-80h14v-50h6l4-40 4 40h6v50h14v80h20v70h30v10h-20v60z" />
      <path d="M-10-60v-180M10-60v-160" stroke={DARK} strokeWidth="3" />
      <path d="M-150 0v-70h60v70zM100 0v-100h50v100z" opacity="0.7" />
    </g>
  ),
  gateway: (c) => (
    <g fill={c} stroke={EDGE} strokeWidth="3">
      <path d="M-150 0v-200h300v200z" />
      <path d="M-160-200h320v-20h-320z" />
      {[-140, -70, 0, 70, 140].map((x) => (
        <path key={x} d={`M${x - 14} -220v-30h28v30zM${x - 14} -250a14 14 0 0 1 28 0z`} />
      ))}
      <path d="M-50 0v-110a50 60 0 0 1 100 0v110z" fill={DARK} />
      <path d="M-120-60v-60a20 24 0 0 1 40 0v60zM80-60v-60a20 24 0 0 1 40 0v60z" fill={DARK} />
    </g>
  ),
  wat: (c) => (
    <g fill={c} stroke={EDGE} strokeWidth="3">
      <path d="M-170 0v-60l40-40h260l40 40v60z" fill="#f1d9a6" />
      <path d="M-120-100l40-60h160l40 60z" fill="#c0392b" />
      <path d="M-60-160q20-60 60-140 40 80 60 140z" />
      <path d="M-40-180h80M-30-220h60M-20-250h40" stroke={DARK} strokeWidth="4" />
      <path d="M-170-60l-30-30M170-60l30-30" stroke="#c0392b" strokeWidth="6" />
    </g>
  ),
  marinabay: (c) => (
    <g fill={c} stroke={EDGE} strokeWidth="3">
      {[-130, -10, 110].map((x) => (
        <path key={x} d={`M${x - 20} 0l${-10} -230h60l-10 230z`} />
      ))}
      <path d="M-190-236q10-20 40-16h300q30-4 40 16q-20 12-60 10h-260q-40 2-60-10z" />
      <path d="M-130-200v180M-10-200v180M110-200v180" stroke={DARK} strokeWidth="3" />
    </g>
  ),
  hkskyline: (c) => (
    <g fill={c} stroke={EDGE} strokeWidth="3">
      <path d="M-40 0v-200l40-100 40 100v200z" />
      <path d="M-40-200l80 80M40-200l-80 80M-40-120l80 80M40-120l-80 80" stroke={DARK} strokeWidth="4" fill="none" />
      <path d="M-200 0v-150h60v150zM-130 0v-190h70v190zM60 0v-230h60v230zM130 0v-160h70v160z" opacity="0.8" />
      <path d="M-16-300v-20M16-300v-20" stroke={c} strokeWidth="4" />
    </g>
  ),
  temple: (c) => (
    <g stroke={EDGE} strokeWidth="3">
      <path d="M-130 0v-40h260v40z" fill="#f4f1ea" />
      <path d="M-90-40v-40h180v40zM-70-110v-30h140v30zM-50-180v-30h100v30z" fill="#c0392b" />
      <path d="M-140-80q70-30 140-40 70 10 140 40zM-110-140q55-30 110-36 55 6 110 36zM-80-210q40-40 80-50 40 10 80 50z" fill={c} />
      <circle cx="0" cy="-268" r="10" fill="#f2c14e" />
    </g>
  ),
  redeemer: (c) => (
    <g stroke={EDGE} strokeWidth="3">
      <path d="M-240 0q80-160 160-190 70 20 120 120 60-40 110-30 30 40 90 100z" fill="#5b8a5a" />
      <path d="M140-90q20-110 70-120 30 60 30 210" fill="#6f9b6c" />
      <path d="M-90-190v-70" stroke={c} strokeWidth="14" />
      <path d="M-150-250h120" stroke={c} strokeWidth="12" strokeLinecap="round" />
      <circle cx="-90" cy="-274" r="10" fill={c} />
      <path d="M-102-250l-4 60h32l-4-60z" fill={c} />
    </g>
  ),
  goldengate: (c) => (
    <g stroke={EDGE} strokeWidth="3">
      <path d="M-240-70h480v14h-480z" fill={c} />
      {[-110, 110].map((x) => (
        <g key={x} fill={c}>
          <path d={`M${x - 22} 0v-290h12v290zM${x + 10} 0v-290h12v290z`} />
          <path d={`M${x - 22} -270h44v12h-44zM${x - 22} -200h44v12h-44zM${x - 22} -130h44v12h-44z`} />
        </g>
      ))}
      <path d="M-240-160q60 10 130-130 110 200 220 0 70 140 130 130" fill="none" stroke={c} strokeWidth="6" />
      <path d="M-70-130v60M0-90v20M70-130v60" stroke={c} strokeWidth="3" />
    </g>
  ),
  cloudgate: (c) => (
    <g stroke={EDGE} strokeWidth="3">
      <path d="M-200 0v-190h50v190zM-140 0v-260h40v260zM120 0v-220h60v220zM-90 0v-150h50v150z" fill="#7d8c99" />
      <path d="M-150 0q-10-110 150-110t150 110h-70q-10-40-80-40t-80 40z" fill={c} />
      <path d="M-110-60q40-34 110-34" fill="none" stroke="#fff" strokeWidth="6" opacity="0.7" />
    </g>
  ),
  angel: (c) => (
    <g stroke={EDGE} strokeWidth="3">
      <path d="M-70 0v-40h140v40zM-40-40v-30h80v30z" fill="#d9c6a0" />
      <path d="M-14-70v-170h28v170z" fill="#d9c6a0" />
      <path d="M-24-240h48v-12h-48z" fill="#d9c6a0" />
      <path d="M-6-252v-30q6-14 12 0v30zM6-272l30-26-6 30zM-6-272l-30-26 6 30z" fill={c} />
      <path d="M-14-120h28M-14-180h28" stroke={DARK} strokeWidth="4" />
    </g>
  ),
  cntower: (c) => (
    <g fill={c} stroke={EDGE} strokeWidth="3">
      <path d="M-30 0l20-200h20l20 200z" />
      <ellipse cx="0" cy="-200" rx="34" ry="16" />
      <path d="M-34-200h68v-14h-68z" />
      <path d="M-5-214v-86h10v86z" />
      <path d="M-140 0v-80h60v80zM90 0v-110h50v110z" opacity="0.7" />
    </g>
  ),
  campanile: (c) => (
    <g stroke={EDGE} strokeWidth="3">
      <path d="M-30 0v-200h60v200z" fill={c} />
      <path d="M-34-200h68v-40h-68z" fill="#e8dcc2" />
      <path d="M-24-240v-36M-8-240v-36M8-240v-36M24-240v-36" stroke={DARK} strokeWidth="4" />
      <path d="M-34-200v-40" stroke="none" />
      <path d="M-30-240l30-60 30 60z" fill="#5f8a6b" />
      <path d="M-200 0q100-30 160-10M40-10q60-20 160 10" fill="none" stroke="#1d3557" strokeWidth="8" strokeLinecap="round" />
      <path d="M-200-4q-10-20 10-24M200-4q10-20-10-24" stroke="#1d3557" strokeWidth="6" fill="none" />
      <path d="M-20 0v-180M0 0v-180M20 0v-180" stroke={DARK} strokeWidth="2" />
    </g>
  ),
  parthenon: (c) => (
    <g stroke={EDGE} strokeWidth="3">
      <path d="M-240 0q60-60 140-70h200q80 10 140 70z" fill="#b9a57f" />
      <path d="M-150-70v-16h300v16z" fill={c} />
      {Array.from({ length: 8 }, (_, index) => (
        <path key={index} d={`M${-132 + index * 37} -86v-110h16v110z`} fill={c} />
      ))}
      <path d="M-150-196h300v-16h-300zM-150-212l150-44 150 44z" fill={c} />
    </g>
  ),
  belem: (c) => (
    <g fill={c} stroke={EDGE} strokeWidth="3">
      <path d="M-90 0v-90h180v90z" />
      <path d="M-50-90v-150h100v150z" />
      <path d="M-60-240h120v-14h-120zM-40-254v-24h80v24z" />
      {[-80, -40, 0, 40, 80].map((x) => (
        <path key={x} d={`M${x - 8} -90v-14h16v14z`} />
      ))}
      <path d="M-20-160v-40a20 20 0 0 1 40 0v40z" fill={DARK} />
      <path d="M-66-240a8 8 0 0 1 16 0M50-240a8 8 0 0 1 16 0" />
    </g>
  ),
};

/** The landmark of `id` with its base at 0,0, scaled to `height` scene units. */
export function Landmark({ id, color, height }: { id: LandmarkId; color: string; height: number }) {
  return <g transform={`scale(${height / 300})`}>{LANDMARKS[id](color)}</g>;
}
