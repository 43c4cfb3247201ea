import type { KeyboardEvent } from "react";

export const USER_ICON_COUNT = 36;

/** The 36 user icons as a radio group: arrow keys move, the selected one is marked. */
export function IconPicker({ value, onChange }: { value: number; onChange: (icon: number) => void }) {
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 6, ArrowLeft: -1, ArrowUp: -6 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = ((value - 1 + step + USER_ICON_COUNT) % USER_ICON_COUNT) + 1;
    onChange(next);
    (event.currentTarget.querySelector(`[data-icon="${next}"]`) as HTMLElement | null)?.focus();
  };
  return (
    <div className="icon-picker" role="radiogroup" aria-label="Choose your icon" onKeyDown={onKeyDown}>
      {Array.from({ length: USER_ICON_COUNT }, (_, index) => index + 1).map((icon) => (
        <button
          key={icon}
          type="button"
          role="radio"
          data-icon={icon}
          aria-checked={icon === value}
          aria-label={`Icon ${icon}`}
          tabIndex={icon === value ? 0 : -1}
          className="icon-picker__option"
          onClick={() => onChange(icon)}
        >
          <img src={`/img/user/${icon}.svg`} alt="" width={44} height={44} />
        </button>
      ))}
    </div>
  );
}
