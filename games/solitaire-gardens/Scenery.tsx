/** Solitaire Gardens' backdrop: a meadow with a picket fence, soft under the cards. */
export function Meadow() {
  return (
    <svg className="sol-meadow" viewBox="0 0 400 300" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
      <circle cx="60" cy="50" r="24" fill="#f6d36b" opacity="0.25" />
      <path d="M0 236c60-18 120-18 200-4s140 10 200-6V300H0Z" fill="#4f8c33" opacity="0.45" />
      {Array.from({ length: 20 }, (_, index) => (
        <path key={index} d={`M${index * 20 + 4} 262V246l6-6 6 6V262Z`} fill="#f3ead2" opacity="0.22" />
      ))}
      <path d="M0 252H400M0 258H400" stroke="#f3ead2" strokeWidth="2" opacity="0.2" />
      {[30, 110, 190, 270, 350].map((x) => (
        <g key={x} opacity="0.35">
          <circle cx={x} cy="284" r="4" fill="#ffffff" />
          <circle cx={x + 22} cy="290" r="3.5" fill="#f4a6c1" />
        </g>
      ))}
    </svg>
  );
}
