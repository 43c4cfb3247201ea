/** The calm sea behind the board: sky, sun, a far island and soft waves (drawn by us). */
export function Sea() {
  return (
    <svg className="mj-scenery" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <defs>
        <linearGradient id="mjc-water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1b9a9a" />
          <stop offset="1" stopColor="#0a5454" />
        </linearGradient>
      </defs>
      <rect width="400" height="300" fill="url(#mjc-water)" />
      <circle cx="340" cy="36" r="18" fill="#ffe38a" opacity=".5" />
      <path d="M20 70q30-22 60 0z" fill="#0d6f6f" opacity=".7" />
      {[110, 160, 210, 260].map((y, row) => (
        <path
          key={y}
          d={`M${-20 + row * 13} ${y}q20-8 40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0`}
          fill="none"
          stroke="#ffffff"
          strokeOpacity={0.08 + row * 0.02}
          strokeWidth="3"
        />
      ))}
    </svg>
  );
}
