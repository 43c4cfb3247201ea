/** Sailing Seas' art: the calm sea behind the table, and the ship that crosses it on a win. */

export function Sea() {
  return (
    <svg className="sai-sea" viewBox="0 0 400 300" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
      <circle cx="340" cy="60" r="26" fill="#f4d58d" opacity="0.35" />
      <path d="M250 214c14-18 40-22 58-8c10-8 26-8 34 2H250Z" fill="#2f6d3a" opacity="0.35" />
      <path d="M262 214c20-6 60-6 80 0Z" fill="#e8d3a0" opacity="0.3" />
      {[222, 246, 270, 294].map((y, row) => (
        <path key={y} d={`M0 ${y}${` q12 -${6 - row} 25 0 t25 0`.repeat(9)}`} fill="none" stroke="#cfe6ff" strokeWidth="2" opacity={0.1 + row * 0.04} />
      ))}
    </svg>
  );
}

/** Hidden under reduced motion (CSS). */
export function Ship() {
  return (
    <svg className="sai-ship" viewBox="0 0 120 100" aria-hidden="true" focusable="false">
      <path d="M58 8V72" stroke="#6b4a2b" strokeWidth="4" />
      <path d="M62 12C88 24 94 46 92 64H62Z" fill="#fffaf0" stroke="#d9c59a" strokeWidth="2" />
      <path d="M54 18C36 30 30 48 32 64H54Z" fill="#fffaf0" stroke="#d9c59a" strokeWidth="2" />
      <path d="M58 8L76 4L58 0Z" fill="#e4572e" />
      <path d="M14 70H106L92 90H28Z" fill="#8a5a33" stroke="#5b3a1f" strokeWidth="2" />
      <path d="M8 94c10-6 20-6 30 0s20 6 30 0s20-6 30 0s14 4 20 0" fill="none" stroke="#cfe6ff" strokeWidth="3" />
    </svg>
  );
}
