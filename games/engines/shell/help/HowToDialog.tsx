import { useId } from "react";
import type { GamePowerup } from "../../../sdk/index.ts";
import { CloseIcon } from "../icons.tsx";
import { useModalDialog } from "../useModalDialog.ts";
import type { HowToPlay } from "./howToPlay.ts";

export interface HowToDialogProps {
  title: string;
  howToPlay: HowToPlay;
  /** The game's catalog powerups (names, order); those the how-to describes are listed. */
  powerups: readonly GamePowerup[];
  /** The first play: the button says "Play" rather than "Back to the game". */
  first: boolean;
  onClose(): void;
}

/**
 * The how-to over the board: a modal dialog (focus moves in and goes back where it was, Escape
 * closes, the rest of the game is inert), scrolling inside itself on a small screen.
 */
export function HowToDialog({ title, howToPlay, powerups, first, onClose }: HowToDialogProps) {
  const dialog = useModalDialog(onClose);
  const headingId = useId();

  const listed = powerups.filter((powerup) => howToPlay.powerups[powerup.id] !== undefined);
  const { controls } = howToPlay;

  return (
    <dialog ref={dialog} className="gs-howto" aria-labelledby={headingId}>
      <div className="gs-howto-head">
        <h2 id={headingId}>How to play {title}</h2>
        <button type="button" className="gs-icon-button gs-howto-close" onClick={onClose} aria-label="Close how to play">
          <CloseIcon />
        </button>
      </div>
      <div className="gs-howto-body">
        <section className={howToPlay.largePicture ? "gs-howto-goal gs-howto-goal-large" : "gs-howto-goal"} aria-label="Goal">
          {howToPlay.picture ? <div className="gs-howto-picture">{howToPlay.picture}</div> : null}
          <p>{howToPlay.goal}</p>
        </section>
        <h3>Rules</h3>
        <ul className="gs-howto-rules">
          {howToPlay.rules.map((rule, index) => (
            <li key={index}>
              {rule.picture ? <div className="gs-howto-picture">{rule.picture}</div> : null}
              <p>{rule.text}</p>
            </li>
          ))}
        </ul>
        <h3>Controls</h3>
        <dl className="gs-howto-controls">
          <dt>Mouse</dt>
          <dd>{controls.mouse}</dd>
          <dt>Touch</dt>
          <dd>{controls.touch}</dd>
          {controls.keyboard ? (
            <>
              <dt>Keyboard</dt>
              <dd>{controls.keyboard}</dd>
            </>
          ) : null}
        </dl>
        {listed.length > 0 ? (
          <>
            <h3>Powerups</h3>
            <dl className="gs-howto-powerups">
              {listed.map((powerup) => (
                <div key={powerup.id}>
                  <dt>{powerup.title}</dt>
                  <dd>{howToPlay.powerups[powerup.id]}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
      </div>
      <div className="gs-howto-foot">
        <button type="button" className="gs-button gs-button-primary" onClick={onClose}>
          {first ? "Play" : "Back to the game"}
        </button>
      </div>
    </dialog>
  );
}
