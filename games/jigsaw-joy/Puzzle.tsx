import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent as ReactPointerEvent } from "react";
import { isArrowKey } from "../engines/grid/grid.ts";
import { prefersReducedMotion, useJustChanged } from "../engines/motion/index.ts";
import { usePuzzleKeys } from "../engines/grid/usePuzzleInput.ts";
import { beyondTap, followPointer } from "../engines/pieces/followPointer.ts";
import { useLatest, type Latest } from "../engines/shell/useLatest.ts";
import { PICTURE_HEIGHT, PICTURE_WIDTH, type Cut } from "./cut.ts";
import { offsetPutting, onBoard, placement, turnedInPlace, type Group } from "./looseGroups.ts";
import { neighboursOf, type JigsawState } from "./rules.ts";

/** A drop's outcome: the loose groups after it, how many joins it made, and the pieces it sent home (or null). */
interface Settled {
  readonly list: readonly Group[];
  readonly joins: number;
  readonly home: readonly number[] | null;
}

interface Drag {
  readonly group: number;
  readonly pointer: number;
  readonly startX: number;
  readonly startY: number;
  readonly fromDx: number;
  readonly fromDy: number;
  /** Picked from the tray (a tap there selects instead of dragging). */
  readonly fromTray: boolean;
  moved: boolean;
}

export interface PuzzleProps {
  state: JigsawState;
  cut: Cut;
  picture: string | null;
  width: number;
  height: number;
  /** Phone layout: the tray runs along the bottom. */
  narrow: boolean;
  disabled: boolean;
  /** Places pieces in their slots (each a legal move); resolves when played. */
  onPlace(pieces: readonly number[]): Promise<void>;
  /** Turns a piece, or a joined group, a quarter turn clockwise (a legal move). */
  onTurn(pieces: readonly number[]): void;
  onMiss(message: string): void;
}

const TRAY_SIDE = 172;
const TRAY_BOTTOM = 112;
const PATTERN = "jig-picture";
/** Why a turned piece does not fit: a picked-up piece turns with a tap or R, a loose one with a tap. */
const UPRIGHT_FIRST = { picked: "Turn the piece upright first: tap it again, or press R.", loose: "Turn the piece upright first: tap it to turn it." } as const;

/** What a tray piece does when pressed: read at the event, so the pieces' props stay the same from one render to the next. */
interface TrayActions {
  pointerDown(event: ReactPointerEvent, piece: number): void;
  keyDown(event: ReactKeyboardEvent, piece: number): void;
}

interface TrayPieceProps {
  piece: number;
  path: string;
  viewBox: string;
  /** Quarter turns from upright, and the same as an SVG rotation about the piece's centre (undefined when upright). */
  turn: number;
  turned: string | undefined;
  /** What the label says of its turn ("turned 90°"), or "" without rotation. */
  turnLabel: string;
  size: number;
  selected: boolean;
  lifted: boolean;
  disabled: boolean;
  actions: Latest<TrayActions>;
}

/** A piece in the tray, drawn again only when its own props change: a drag or a drop re-renders the puzzle, not all its pieces. */
const TrayPiece = memo(function TrayPiece({ piece, path, viewBox, turn, turned, turnLabel, size, selected, lifted, disabled, actions }: TrayPieceProps) {
  return (
    <button
      type="button"
      role="listitem"
      className={`jig-tray-piece${selected ? " jig-selected" : ""}${lifted ? " jig-lifted" : ""}`}
      aria-label={`Piece ${piece + 1}${turnLabel}${selected ? `, picked up: move it with the arrows and press Enter to drop it${turnLabel ? ", R turns it" : ""}` : ""}`}
      aria-pressed={selected}
      data-piece={piece}
      data-turn={turn}
      disabled={disabled}
      style={{ width: size, height: size }}
      onPointerDown={(event) => actions.current.pointerDown(event, piece)}
      onKeyDown={(event) => actions.current.keyDown(event, piece)}
    >
      <svg viewBox={viewBox} width="100%" height="100%" aria-hidden="true">
        <path d={path} fill={`url(#${PATTERN})`} className="jig-tray-shape" transform={turned} />
      </svg>
    </button>
  );
});

/** The board and the tray: drag pieces home, or pick one (tap, Enter) and place it with taps or arrows. */
export function Puzzle({ state, cut, picture, width, height, narrow, disabled, onPlace, onTurn, onMiss }: PuzzleProps) {
  const { cellWidth, cellHeight, margin, cols, rows } = cut;
  const viewWidth = PICTURE_WIDTH + 2 * margin;
  const viewHeight = PICTURE_HEIGHT + 2 * margin;
  const boardAreaWidth = narrow ? width : width - TRAY_SIDE;
  // On a phone the board sits on top and the tray takes all the height left below it.
  const boardAreaHeight = narrow ? Math.min(height - TRAY_BOTTOM, Math.ceil((width * viewHeight) / viewWidth)) : height;
  const scale = Math.max(0.05, Math.min(boardAreaWidth / viewWidth, boardAreaHeight / viewHeight));
  const snap = Math.max(10, Math.min(cellWidth, cellHeight) * 0.3);

  const [groups, setGroups] = useState<readonly Group[]>([]);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [cursor, setCursor] = useState(0);
  const boardRef = useRef<SVGSVGElement>(null);
  const trayRef = useRef<HTMLDivElement>(null);
  const nextId = useRef(1);
  // A piece dropped on its place settles (the motion engine's mo-drop); a new picture starts still.
  const placed = useMemo(() => new Map(state.placed.flatMap((done, piece) => (done ? [[piece, "placed"] as const] : []))), [state.placed]);
  const dropping = useJustChanged(placed, `${state.pack}/${state.picture}/${state.cols}x${state.rows}`);
  // Counts the joins and the joined groups dropped on their place: each glows the board once (a
  // new key plays mo-glow again); 0 is none yet.
  const [joins, setJoins] = useState(0);

  // Placed pieces leave the loose groups (a Hint may place a loose piece), before the browser
  // paints: a piece is never drawn placed and loose at once, nor seen so by a script.
  useLayoutEffect(() => {
    setGroups((list) => list.map((group) => ({ ...group, pieces: group.pieces.filter((piece) => !state.placed[piece]) })).filter((group) => group.pieces.length > 0));
    setSelected((piece) => (piece !== null && state.placed[piece] ? null : piece));
  }, [state.placed]);

  const loose = useMemo(() => new Set(groups.flatMap((group) => group.pieces)), [groups]);
  // A piece being dragged out of the tray keeps its (faded) button until the drop: a finger's
  // pointer stays captured by the element it went down on, and must not lose it mid-drag.
  const lifted = drag?.fromTray ? groups.find((group) => group.id === drag.group)?.pieces[0] : undefined;
  const tray = state.tray.filter((piece) => !loose.has(piece) || piece === lifted);
  const home = (piece: number) => cut.pieces[piece]!;
  const centreOf = (piece: number) => ({ x: home(piece).x + cellWidth / 2, y: home(piece).y + cellHeight / 2 });
  const turnOf = (group: Group) => state.turns[group.pieces[0]!] ?? 0;
  /** Where a point of the picture lies on the board in a group. */
  const mapper = (group: Group) => (x: number, y: number) => onBoard(group, turnOf(group), { x, y });
  /** Whether a group's first piece lies within a snap of its own spot, however it is turned. */
  const nearHome = (group: Group) => {
    const centre = centreOf(group.pieces[0]!);
    const lies = onBoard(group, turnOf(group), centre);
    return Math.abs(lies.x - centre.x) < snap && Math.abs(lies.y - centre.y) < snap;
  };

  const toBoard = useCallback(
    (clientX: number, clientY: number) => {
      const box = boardRef.current?.getBoundingClientRect();
      if (!box) return { x: 0, y: 0 };
      return { x: (clientX - box.left) / scale - margin, y: (clientY - box.top) / scale - margin };
    },
    [scale, margin],
  );

  /**
   * After a drop: home when upright near its spot, else joined to loose neighbours lying in line
   * with it (turned alike, where the picture's origin lands within a snap of the same place).
   * Pure, so the drop's move and glow happen after it rather than inside a state update.
   */
  const settle = (list: readonly Group[], id: number, joins = 0): Settled => {
    const group = list.find((entry) => entry.id === id);
    if (!group) return { list, joins, home: null };
    if (turnOf(group) === 0 && nearHome(group)) {
      return { list: list.map((entry) => (entry.id === id ? { ...entry, dx: 0, dy: 0 } : entry)), joins: joins + (group.pieces.length > 1 ? 1 : 0), home: group.pieces };
    }
    const mine = new Set(group.pieces);
    const origin = mapper(group)(0, 0);
    const partner = list.find((other) => {
      if (other.id === id || turnOf(other) !== turnOf(group)) return false;
      const theirs = mapper(other)(0, 0);
      return Math.abs(theirs.x - origin.x) < snap && Math.abs(theirs.y - origin.y) < snap && other.pieces.some((piece) => neighboursOf(cut, piece).some((next) => mine.has(next)));
    });
    if (!partner) return { list, joins, home: null };
    const merged = { ...partner, pieces: [...partner.pieces, ...group.pieces] };
    return settle(
      list.filter((entry) => entry.id !== id).map((entry) => (entry.id === partner.id ? merged : entry)),
      partner.id,
      joins + 1,
    );
  };

  const groupsRef = useRef(groups);
  groupsRef.current = groups;

  // The drag as the pointer's handlers see it, set at the press itself: a quick tap's release may
  // come before the press has been drawn (`drag`, the state, is what the board draws).
  const dragRef = useRef<Drag | null>(null);
  const stopFollowing = useRef(() => {});
  useEffect(() => () => stopFollowing.current(), []);

  const begin = (event: ReactPointerEvent, group: Group, fromTray: boolean) => {
    if (disabled || event.button > 0) return;
    event.preventDefault();
    const next = { group: group.id, pointer: event.pointerId, startX: event.clientX, startY: event.clientY, fromDx: group.dx, fromDy: group.dy, fromTray, moved: false };
    dragRef.current = next;
    setDrag(next);
    // The window follows the drag: a piece picked from the tray leaves it (its button goes) mid-drag.
    stopFollowing.current();
    stopFollowing.current = followPointer(next.pointer, { move: (moved) => latest.current.move(moved), end: (released) => latest.current.end(released) });
  };

  const pickFromTray = (event: ReactPointerEvent, piece: number) => {
    if (disabled || event.button > 0) return;
    const point = toBoard(event.clientX, event.clientY);
    const group = { id: nextId.current++, pieces: [piece], ...offsetPutting(centreOf(piece), state.turns[piece] ?? 0, point) };
    setGroups((list) => [...list, group]);
    groupsRef.current = [...groupsRef.current, group];
    begin(event, group, true);
  };

  /** Where the pointer has taken the dragged group (null: not far enough yet to be a drag rather than a tap). */
  const dragTo = (active: Drag, event: PointerEvent) => {
    if (!active.moved && !beyondTap(active, event)) return null;
    active.moved = true;
    return { dx: active.fromDx + (event.clientX - active.startX) / scale, dy: active.fromDy + (event.clientY - active.startY) / scale };
  };
  const move = (event: PointerEvent) => {
    const drag = dragRef.current;
    if (!drag) return;
    const to = dragTo(drag, event);
    if (to) setGroups((list) => list.map((group) => (group.id === drag.group ? { ...group, ...to } : group)));
  };
  const end = (event: PointerEvent) => {
    const drag = dragRef.current;
    if (!drag) return;
    dragRef.current = null;
    setDrag(null);
    // The drop is where the pointer was let go: on a busy device the last moves' render may not
    // have happened yet (pointer moves render at a lower priority than the release).
    const to = dragTo(drag, event);
    const dragged = groupsRef.current.find((entry) => entry.id === drag.group);
    if (!dragged) return;
    const group = to ? { ...dragged, ...to } : dragged;
    if (!drag.moved) {
      // A tap: from the tray it picks the piece up for tap-to-place (or arrows); on the board it turns the group.
      if (drag.fromTray) {
        setGroups((list) => list.filter((entry) => entry.id !== group.id));
        choose(group.pieces[0]!);
      } else if (state.rotate) {
        const turned = turnedInPlace(group, turnOf(group), group.pieces.map(centreOf));
        setGroups((list) => list.map((entry) => (entry.id === group.id ? turned : entry)));
        groupsRef.current = groupsRef.current.map((entry) => (entry.id === group.id ? turned : entry));
        onTurn(group.pieces);
      }
      return;
    }
    const trayBox = trayRef.current?.getBoundingClientRect();
    const overTray = trayBox && event.clientX >= trayBox.left && event.clientX <= trayBox.right && event.clientY >= trayBox.top && event.clientY <= trayBox.bottom;
    if (overTray) {
      setGroups((list) => list.filter((entry) => entry.id !== group.id));
      return;
    }
    // Loose pieces stay on the board where they can be seen: each piece's cell within the margin.
    const keep = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
    const map = mapper(group);
    const centres = group.pieces.map((piece) => map(centreOf(piece).x, centreOf(piece).y));
    const [halfWidth, halfHeight] = turnOf(group) % 2 === 0 ? [cellWidth / 2, cellHeight / 2] : [cellHeight / 2, cellWidth / 2];
    const xs = centres.map((centre) => centre.x);
    const ys = centres.map((centre) => centre.y);
    const dx = group.dx + keep(0, halfWidth - margin - Math.min(...xs), PICTURE_WIDTH + margin - halfWidth - Math.max(...xs));
    const dy = group.dy + keep(0, halfHeight - margin - Math.min(...ys), PICTURE_HEIGHT + margin - halfHeight - Math.max(...ys));
    const settled = settle(
      groupsRef.current.map((entry) => (entry.id === group.id ? { ...entry, dx, dy } : entry)),
      group.id,
    );
    setGroups(settled.list);
    if (settled.joins > 0 && !prefersReducedMotion()) setJoins((count) => count + settled.joins);
    if (settled.home) void onPlace(settled.home);
    else if (settled.joins === 0 && turnOf(group) !== 0 && nearHome({ ...group, dx, dy })) onMiss(UPRIGHT_FIRST.loose);
  };
  const latest = useLatest({ move, end });

  // With rotation, a tap on the piece already picked up turns it; without, it puts the piece back.
  const choose = (piece: number) => {
    if (state.rotate && selected === piece) {
      onTurn([piece]);
      return;
    }
    setSelected((current) => (current === piece ? null : piece));
    setCursor((current) => (current >= 0 && current < cols * rows ? current : 0));
  };

  const tryAt = useCallback(
    (cell: number) => {
      if (selected === null || disabled) return;
      if (cell === selected && state.turns[selected] !== 0) onMiss(UPRIGHT_FIRST.picked);
      else if (cell === selected) {
        setSelected(null);
        // The placed piece's button leaves the tray: keyboard players go on from the tray's first piece.
        void onPlace([selected]).then(() => trayRef.current?.querySelector<HTMLButtonElement>("button")?.focus());
      } else onMiss("That piece does not go there. Try another spot.");
    },
    [selected, disabled, onPlace, onMiss, state.turns],
  );

  const tapBoard = (event: ReactPointerEvent) => {
    if (selected === null || drag) return;
    const point = toBoard(event.clientX, event.clientY);
    if (point.x < 0 || point.y < 0 || point.x >= PICTURE_WIDTH || point.y >= PICTURE_HEIGHT) return;
    const cell = Math.floor(point.y / cellHeight) * cols + Math.floor(point.x / cellWidth);
    setCursor(cell);
    tryAt(cell);
  };

  usePuzzleKeys((event) => {
    if (selected === null) return;
    if (isArrowKey(event.key)) {
      event.preventDefault();
      setCursor((cell) => {
        const row = Math.floor(cell / cols);
        const col = cell % cols;
        if (event.key === "ArrowUp") return Math.max(0, row - 1) * cols + col;
        if (event.key === "ArrowDown") return Math.min(rows - 1, row + 1) * cols + col;
        if (event.key === "ArrowLeft") return row * cols + Math.max(0, col - 1);
        return row * cols + Math.min(cols - 1, col + 1);
      });
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      tryAt(cursor);
    } else if (event.key === "Escape") {
      setSelected(null);
    } else if (event.key.toLowerCase() === "r" && state.rotate && !disabled) {
      onTurn([selected]);
    }
  });

  const trayActions = useLatest<TrayActions>({
    pointerDown: pickFromTray,
    keyDown: (event, piece) => {
      // With a piece picked up, Enter drops it (the frame's key handler), whatever has focus.
      if ((event.key === "Enter" || event.key === " ") && selected === null) {
        event.preventDefault();
        event.stopPropagation();
        choose(piece);
      } else if (event.key.toLowerCase() === "r" && selected === null && state.rotate && !disabled) {
        // R turns the focused piece too, before it is picked up.
        event.preventDefault();
        onTurn([piece]);
      }
    },
  });

  // The board's layers change with a placed piece, not with each step of a drag: kept between renders.
  const slots = useMemo(() => cut.pieces.map((shape) => (state.placed[shape.piece] ? null : <path key={shape.piece} d={shape.path} className="jig-slot" />)), [cut, state.placed]);
  const { changed: justDropped, done: dropDone } = dropping;
  const placedPieces = useMemo(
    () => (
      <>
        {cut.pieces.map((shape) =>
          justDropped.has(shape.piece) ? <path key={shape.piece} d={shape.path} className="jig-drop-shadow mo-drop-shadow" style={{ ["--mo-lift" as string]: "10px" }} /> : null,
        )}
        {cut.pieces.map((shape) =>
          state.placed[shape.piece] ? (
            <path
              key={shape.piece}
              d={shape.path}
              fill={`url(#${PATTERN})`}
              className={justDropped.has(shape.piece) ? "jig-placed mo-drop" : "jig-placed"}
              data-piece={shape.piece}
              onAnimationEnd={() => dropDone(shape.piece)}
            />
          ) : null,
        )}
      </>
    ),
    [cut, state.placed, justDropped, dropDone],
  );

  // With rotation, a square box around the piece's centre holds it whichever way it lies.
  const side = Math.max(cellWidth, cellHeight) + 2 * margin;
  const pieceBox = (piece: number) => {
    const spot = home(piece);
    if (state.rotate) return `${spot.x + cellWidth / 2 - side / 2} ${spot.y + cellHeight / 2 - side / 2} ${side} ${side}`;
    return `${spot.x - margin} ${spot.y - margin} ${cellWidth + 2 * margin} ${cellHeight + 2 * margin}`;
  };
  const turnAbout = (piece: number) => {
    const turn = state.turns[piece] ?? 0;
    const centre = centreOf(piece);
    return turn === 0 ? undefined : `rotate(${90 * turn} ${centre.x} ${centre.y})`;
  };
  const turnLabel = (piece: number) => (state.rotate ? ((state.turns[piece] ?? 0) === 0 ? ", upright" : `, turned ${90 * state.turns[piece]!}°`) : "");
  const cursorSpot = cut.pieces[cursor] ?? cut.pieces[0]!;
  const selectedSpot = selected !== null ? home(selected) : null;
  const trayPiece = Math.round(narrow ? 84 : 72);

  return (
    <div className={narrow ? "jig-puzzle jig-narrow" : "jig-puzzle"} style={{ width, height }}>
      {/* One picture pattern for every piece, on the board and in the tray. */}
      <svg className="jig-defs" width="0" height="0" aria-hidden="true">
        <defs>
          <pattern id={PATTERN} patternUnits="userSpaceOnUse" width={PICTURE_WIDTH} height={PICTURE_HEIGHT}>
            {picture ? <image href={picture} width={PICTURE_WIDTH} height={PICTURE_HEIGHT} preserveAspectRatio="none" /> : <rect width={PICTURE_WIDTH} height={PICTURE_HEIGHT} fill="#d9cdee" />}
          </pattern>
        </defs>
      </svg>
      <div className="jig-board-area" style={{ width: boardAreaWidth, height: boardAreaHeight }}>
        <svg
          ref={boardRef}
          className="jig-board"
          role="img"
          aria-label={`The board: ${state.placed.filter(Boolean).length} of ${state.placed.length} pieces placed`}
          viewBox={`${-margin} ${-margin} ${viewWidth} ${viewHeight}`}
          width={viewWidth * scale}
          height={viewHeight * scale}
          onPointerUp={tapBoard}
        >
          <rect x={0} y={0} width={PICTURE_WIDTH} height={PICTURE_HEIGHT} rx={6} className="jig-frame" />
          {picture ? <image href={picture} width={PICTURE_WIDTH} height={PICTURE_HEIGHT} opacity={0.14} preserveAspectRatio="none" /> : null}
          {slots}
          {placedPieces}
          {joins > 0 ? <rect key={joins} x={0} y={0} width={PICTURE_WIDTH} height={PICTURE_HEIGHT} rx={6} className="jig-join mo-glow" onAnimationEnd={() => setJoins(0)} /> : null}
          {selectedSpot ? (
            <g transform={`translate(${cursorSpot.x - selectedSpot.x} ${cursorSpot.y - selectedSpot.y})`} className="jig-carried">
              <path d={home(selected!).path} fill={`url(#${PATTERN})`} transform={turnAbout(selected!)} />
            </g>
          ) : null}
          {groups.map((group) => (
            <g
              key={group.id}
              transform={placement(group, turnOf(group))}
              className={drag?.group === group.id ? "jig-group jig-dragging" : "jig-group"}
              data-group={group.pieces.join(",")}
              data-turn={turnOf(group)}
              onPointerDown={(event) => begin(event, group, false)}
            >
              {group.pieces.map((piece) => (
                <path key={piece} d={home(piece).path} fill={`url(#${PATTERN})`} className="jig-loose" />
              ))}
            </g>
          ))}
        </svg>
      </div>
      <div ref={trayRef} className="jig-tray" role="list" aria-label={`Tray: ${tray.length} pieces`}>
        {tray.map((piece) => (
          <TrayPiece
            key={piece}
            piece={piece}
            path={home(piece).path}
            viewBox={pieceBox(piece)}
            turn={state.turns[piece] ?? 0}
            turned={turnAbout(piece)}
            turnLabel={turnLabel(piece)}
            size={trayPiece}
            selected={selected === piece}
            lifted={piece === lifted}
            disabled={disabled}
            actions={trayActions}
          />
        ))}
      </div>
    </div>
  );
}
