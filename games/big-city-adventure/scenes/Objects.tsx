/**
 * The findable objects, each drawn in a 100 x 100 box around 0,0 with a dark outline so it reads
 * against any scene; the hit boxes in objects.ts fit these drawings.
 */
import type { ReactNode } from "react";

const INK = "#2a2622";
const line = { stroke: INK, strokeWidth: 3.5, strokeLinejoin: "round", strokeLinecap: "round" } as const;

const DRAWINGS: Record<string, ReactNode> = {
  umbrella: (
    <>
      <path d="M-44 2a44 40 0 0 1 88 0q-11-8-22 0-11-8-22 0-11-8-22 0-11-8-22 0z" fill="#d64550" {...line} />
      <path d="M-22 2q11-30 22-40 11 10 22 40" fill="none" {...line} strokeWidth={2} />
      <path d="M0 2v34q0 8-8 8t-8-8" fill="none" {...line} />
    </>
  ),
  key: (
    <>
      <circle cx="-28" cy="0" r="16" fill="#e8b730" {...line} />
      <circle cx="-28" cy="0" r="6" fill="#fff7d6" {...line} strokeWidth={2} />
      <path d="M-12-5h52v10h-8v9h-8v-9h-8v7h-8v-7h-20z" fill="#e8b730" {...line} />
    </>
  ),
  teapot: (
    <>
      <path d="M-26-20h52q8 18 0 40h-52q-8-22 0-40z" fill="#5aa9c9" {...line} />
      <path d="M26-10q16-6 18-22" fill="none" {...line} strokeWidth={6} />
      <path d="M-26-8q-18-4-18 10 0 12 18 10" fill="none" {...line} />
      <path d="M-12-20q12-16 24 0" fill="#5aa9c9" {...line} />
      <circle cx="0" cy="-28" r="4" fill="#f2d36b" {...line} strokeWidth={2} />
      <path d="M-20 4h40" stroke="#fff" strokeWidth="4" />
    </>
  ),
  bicycle: (
    <>
      <circle cx="-28" cy="12" r="18" fill="none" {...line} />
      <circle cx="28" cy="12" r="18" fill="none" {...line} />
      <path d="M-28 12l14-26h30l12 26M-14-14l14 26h28M16-14l-4-10h-10M-18-20h10" fill="none" stroke="#2e8b57" strokeWidth="5" strokeLinejoin="round" strokeLinecap="round" />
    </>
  ),
  camera: (
    <>
      <rect x="-40" y="-20" width="80" height="48" rx="8" fill="#3b3f46" {...line} />
      <path d="M-16-20l6-10h20l6 10" fill="#3b3f46" {...line} />
      <circle cx="0" cy="4" r="16" fill="#8fc1e3" {...line} />
      <circle cx="0" cy="4" r="7" fill="#22313f" />
      <rect x="22" y="-14" width="10" height="6" fill="#f2c14e" />
    </>
  ),
  crown: (
    <>
      <path d="M-40 24l-4-44 22 20 22-30 22 30 22-20-4 44z" fill="#f2c230" {...line} />
      <circle cx="0" cy="8" r="6" fill="#d64550" {...line} strokeWidth={2} />
      <circle cx="-24" cy="10" r="4" fill="#3a7bd5" />
      <circle cx="24" cy="10" r="4" fill="#3a7bd5" />
    </>
  ),
  violin: (
    <>
      <path d="M0-12q-18 0-18 14 8 6 0 12-4 22 18 30 22-8 18-30-8-6 0-12 0-14-18-14z" fill="#b5651d" {...line} />
      <path d="M-3-12v-34h6v34" fill="#4a2f1b" {...line} strokeWidth={2} />
      <path d="M-6 14h12M-4 22h8" stroke={INK} strokeWidth="2.5" />
    </>
  ),
  hat: (
    <>
      <path d="M-42 28q42 14 84 0" fill="none" {...line} strokeWidth={8} />
      <path d="M-24 28v-54h48v54z" fill="#2d2d34" {...line} />
      <rect x="-24" y="10" width="48" height="10" fill="#c0392b" />
    </>
  ),
  clock: (
    <>
      <path d="M-26-34l-10-6M26-34l10-6M-24 34l-6 8M24 34l6 8" {...line} strokeWidth={5} />
      <circle cx="0" cy="0" r="34" fill="#e74c3c" {...line} />
      <circle cx="0" cy="0" r="25" fill="#fffaf0" {...line} strokeWidth={2} />
      <path d="M0-16v16h12" fill="none" {...line} />
    </>
  ),
  balloon: (
    <>
      <ellipse cx="0" cy="-16" rx="26" ry="32" fill="#ff6f91" {...line} />
      <path d="M-5 16h10l-5 6z" fill="#ff6f91" {...line} strokeWidth={2} />
      <path d="M0 22q-8 12 0 24" fill="none" {...line} strokeWidth={2} />
      <ellipse cx="-9" cy="-26" rx="5" ry="9" fill="#fff" opacity="0.6" />
    </>
  ),
  book: (
    <>
      <path d="M-38-26h36q4 0 4 6v46q0-4-4-4h-36z" fill="#3867d6" {...line} />
      <path d="M38-26h-36q-4 0-4 6v46q0-4 4-4h36z" fill="#4b7bec" {...line} />
      <path d="M-30-14h22M-30-4h22M8-14h22M8-4h22" stroke="#dfe7fd" strokeWidth="3" />
    </>
  ),
  guitar: (
    <>
      <path d="M0-2q-22 0-22 20t22 28q22-8 22-28t-22-20z" fill="#e08e45" {...line} />
      <path d="M0-2q-14-2-14 10 4 4 0 8" fill="none" stroke={INK} strokeWidth="2" />
      <circle cx="0" cy="22" r="7" fill="#4a2f1b" />
      <path d="M-3 0v-44h6v44z" fill="#6b4226" {...line} strokeWidth={2} />
      <rect x="-6" y="-50" width="12" height="10" rx="2" fill="#4a2f1b" />
    </>
  ),
  kite: (
    <>
      <path d="M0-46l26 30-26 36-26-36z" fill="#f7b731" {...line} />
      <path d="M0-46v66M-26-16h52" stroke={INK} strokeWidth="2" />
      <path d="M0 20q-10 10 0 14t0 14" fill="none" {...line} strokeWidth={2} />
      <path d="M-6 30l6 4 6-4M-6 42l6 4 6-4" fill="none" stroke="#eb3b5a" strokeWidth="3" />
    </>
  ),
  glasses: (
    <>
      <circle cx="-24" cy="4" r="16" fill="#cde8f6" {...line} />
      <circle cx="24" cy="4" r="16" fill="#cde8f6" {...line} />
      <path d="M-8 0q8-8 16 0M-40 0l-8-12M40 0l8-12" fill="none" {...line} />
    </>
  ),
  cupcake: (
    <>
      <path d="M-26 4h52l-8 34h-36z" fill="#f5cd79" {...line} />
      <path d="M-16 8l3 28M0 8v28M16 8l-3 28" stroke="#c7962e" strokeWidth="2" />
      <path d="M-30 6q-4-24 16-24 4-16 14-16t14 16q20 0 16 24z" fill="#ff9ff3" {...line} />
      <circle cx="0" cy="-36" r="6" fill="#e74c3c" {...line} strokeWidth={2} />
    </>
  ),
  anchor: (
    <>
      <circle cx="0" cy="-34" r="8" fill="none" {...line} strokeWidth={5} />
      <path d="M0-26v64M-16-14h32M-32 10q4 28 32 28 28 0 32-28" fill="none" stroke="#4b6584" strokeWidth="7" strokeLinecap="round" />
      <path d="M-38 16l6-10 6 10M26 16l6-10 6 10" fill="none" stroke="#4b6584" strokeWidth="5" />
    </>
  ),
  butterfly: (
    <>
      <path d="M-2-4q-30-36-40-18-6 18 40 22zM2-4q30-36 40-18 6 18-40 22z" fill="#8e44ad" {...line} />
      <path d="M-2 2q-26 4-28 20 10 12 28-14zM2 2q26 4 28 20-10 12-28-14z" fill="#f39c12" {...line} />
      <path d="M0-14v34M0-14l-8-14M0-14l8-14" fill="none" {...line} />
    </>
  ),
  lantern: (
    <>
      <path d="M0-46v8" {...line} />
      <path d="M-14-38h28l6 8h-40z" fill="#2d3436" {...line} strokeWidth={2.5} />
      <rect x="-20" y="-30" width="40" height="56" rx="6" fill="#fdcb6e" {...line} />
      <path d="M-10-30v56M10-30v56" stroke={INK} strokeWidth="2.5" />
      <path d="M-24 26h48l-6 12h-36z" fill="#2d3436" {...line} strokeWidth={2.5} />
    </>
  ),
  shoe: (
    <>
      <path d="M-44 20v-30q0-8 8-8h14q6 18 26 20l24 6q14 4 14 12z" fill="#a0522d" {...line} />
      <path d="M-44 20h86v6h-86z" fill="#3b2416" {...line} strokeWidth={2.5} />
      <path d="M-14-6l8 6M-8-10l8 6" stroke="#f5e6c8" strokeWidth="3" />
    </>
  ),
  fish: (
    <>
      <path d="M-30 0q24-26 56 0-32 26-56 0z" fill="#f0932b" {...line} />
      <path d="M-28 0l-18-18v36z" fill="#f0932b" {...line} />
      <circle cx="14" cy="-4" r="4" fill={INK} />
      <path d="M-6-12q6 12 0 24" fill="none" stroke={INK} strokeWidth="2" />
    </>
  ),
  trumpet: (
    <>
      <path d="M-46-6h56l30-14v40l-30-14h-56z" fill="#f1c40f" {...line} />
      <path d="M-20-6v-10h8v10M-6-6v-10h8v10M8-6v-10h8v10" fill="#f1c40f" {...line} strokeWidth={2} />
      <path d="M-30 6q10 12 36 0" fill="none" {...line} strokeWidth={2.5} />
    </>
  ),
  pear: (
    <>
      <path d="M0-30q-12 0-12 20-16 12-16 30 0 22 28 22t28-22q0-18-16-30 0-20-12-20z" fill="#a3cb38" {...line} />
      <path d="M0-30q0-8 4-12" {...line} />
      <path d="M4-38q12-8 18 0-10 8-18 0z" fill="#2e8b57" {...line} strokeWidth={2} />
    </>
  ),
  duck: (
    <>
      <path d="M-36 6q0 26 36 26 38 0 36-30-12 8-22 6 6-14 0-24-14-16-28 0-4 14 6 22-28-8-28 0z" fill="#fed330" {...line} />
      <path d="M14-20l18 4-16 6z" fill="#fa8231" {...line} strokeWidth={2} />
      <circle cx="4" cy="-20" r="3.5" fill={INK} />
    </>
  ),
  scissors: (
    <>
      <path d="M-8-44l14 50M8-44l-14 50" stroke="#a4b0be" strokeWidth="7" strokeLinecap="round" />
      <path d="M-8-44l14 50M8-44l-14 50" stroke={INK} strokeWidth="1.5" fill="none" />
      <circle cx="-12" cy="24" r="12" fill="none" stroke="#e84118" strokeWidth="6" />
      <circle cx="12" cy="24" r="12" fill="none" stroke="#e84118" strokeWidth="6" />
    </>
  ),
  compass: (
    <>
      <circle cx="0" cy="0" r="36" fill="#c8a165" {...line} />
      <circle cx="0" cy="0" r="27" fill="#fdf6e3" {...line} strokeWidth={2} />
      <path d="M0-22l7 22h-14z" fill="#e74c3c" />
      <path d="M0 22l7-22h-14z" fill="#34495e" />
    </>
  ),
  candle: (
    <>
      <path d="M0-46q-8 10 0 18 8-8 0-18z" fill="#ff9f1a" {...line} strokeWidth={2} />
      <rect x="-12" y="-26" width="24" height="62" rx="3" fill="#f8efba" {...line} />
      <path d="M-20 36h40v8h-40z" fill="#b33939" {...line} strokeWidth={2.5} />
    </>
  ),
};

export function ObjectArt({ id }: { id: string }) {
  return <>{DRAWINGS[id]}</>;
}

export const DRAWN_OBJECTS = Object.keys(DRAWINGS);
