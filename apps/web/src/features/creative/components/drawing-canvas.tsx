import {
  BRUSH_COLOR_DEFAULT,
  BRUSH_DEFAULT,
  BRUSH_MAX,
  BRUSH_MIN,
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  clampBrush,
} from '@mentora/domain/creative';
import { Download, Eraser } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Slider } from '@/components/ui/slider';

const PAPER = '#ffffff';
const FILE_NAME = 'mentora-drawing.png';
/** How far one arrow key moves the keyboard's pen, in canvas pixels (with Shift: the bigger). */
const STEP = 5;
const BIG_STEP = 25;
const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** A point on the canvas, in canvas pixels. */
interface Point {
  x: number;
  y: number;
}

const PEN_START = { x: CANVAS_WIDTH / 2, y: CANVAS_HEIGHT / 2, down: false };

const clamp = (v: number, max: number) => Math.min(max, Math.max(0, v));

function paper(canvas: HTMLCanvasElement | null) {
  const ctx = canvas?.getContext('2d');
  if (!canvas || !ctx) return;
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
}

/**
 * A 500 x 300 drawing canvas (scaled down to fit narrow screens) for mouse, pen and touch,
 * with a brush size slider, a colour picker, Clear and Save as PNG. With the keyboard, the
 * canvas takes focus and shows a pen: the arrow keys move it, Space or Enter puts it down on
 * the paper (a dot) or lifts it, and while it is down every move draws a line.
 */
export function DrawingCanvas() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const stroke = useRef<{ pointer: number; x: number; y: number } | null>(null);
  const [size, setSize] = useState(BRUSH_DEFAULT);
  const [color, setColor] = useState(BRUSH_COLOR_DEFAULT);
  const [status, setStatus] = useState('');
  /** The keyboard's pen: the ref for the key handler, the state for the marker on screen. */
  const keyPen = useRef(PEN_START);
  const [penView, setPenView] = useState(PEN_START);
  const id = useId();

  // A fresh sheet of white paper, so saved pictures are never see-through.
  useEffect(() => paper(canvas.current), []);

  const toCanvas = (e: PointerEvent<HTMLCanvasElement> | globalThis.PointerEvent) => {
    const el = canvas.current!;
    const box = el.getBoundingClientRect();
    return {
      x: ((e.clientX - box.left) * el.width) / (box.width || el.width),
      y: ((e.clientY - box.top) * el.height) / (box.height || el.height),
    };
  };

  const brush = () => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return null;
    ctx.strokeStyle = color;
    ctx.fillStyle = color;
    ctx.lineWidth = size;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    return ctx;
  };

  /** A dot of the brush at p: where a stroke starts, or where the keyboard's pen goes down. */
  const dot = (p: Point) => {
    const ctx = brush();
    if (!ctx) return;
    ctx.beginPath();
    ctx.arc(p.x, p.y, size / 2, 0, Math.PI * 2);
    ctx.fill();
  };

  /** A line of the brush from `from` through `points`. */
  const line = (from: Point, points: Point[]) => {
    const ctx = brush();
    if (!ctx) return;
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    for (const p of points) ctx.lineTo(p.x, p.y);
    ctx.stroke();
  };

  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    if (stroke.current) return;
    e.preventDefault();
    try {
      // Keep receiving this stroke's moves even if the pointer leaves the canvas.
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      /* the pointer is already gone: the stroke still draws while it is over the canvas */
    }
    const p = toCanvas(e);
    stroke.current = { pointer: e.pointerId, ...p };
    dot(p);
    setStatus('');
  };

  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const s = stroke.current;
    if (!s || s.pointer !== e.pointerId) return;
    const events = e.nativeEvent.getCoalescedEvents?.() ?? [];
    const points = (events.length > 0 ? events : [e.nativeEvent]).map(toCanvas);
    line(s, points);
    const last = points.at(-1)!;
    stroke.current = { ...s, ...last };
  };

  const endStroke = (e: PointerEvent<HTMLCanvasElement>) => {
    if (stroke.current?.pointer === e.pointerId) stroke.current = null;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLCanvasElement>) => {
    const pen = keyPen.current;
    let next = pen;
    if (e.key === ' ' || e.key === 'Enter') {
      next = { ...pen, down: !pen.down };
      if (next.down) dot(pen);
      setStatus(
        next.down
          ? 'Pen down: the arrow keys draw.'
          : 'Pen up: the arrow keys move the pen without drawing.',
      );
    } else {
      const move = MOVES[e.key];
      if (!move) return;
      const step = e.shiftKey ? BIG_STEP : STEP;
      next = {
        ...pen,
        x: clamp(pen.x + move[0] * step, CANVAS_WIDTH),
        y: clamp(pen.y + move[1] * step, CANVAS_HEIGHT),
      };
      if (pen.down) line(pen, [next]);
    }
    // The keys are the canvas's own while it has focus: no scrolling, no button press.
    e.preventDefault();
    keyPen.current = next;
    setPenView(next);
  };

  const clear = () => {
    paper(canvas.current);
    setStatus('The canvas is clear.');
  };

  const save = () => {
    const el = canvas.current;
    if (!el) return;
    el.toBlob((blob) => {
      if (!blob) {
        setStatus('Sorry, the drawing could not be saved. Please try again.');
        return;
      }
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = FILE_NAME;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setStatus(`Your drawing was saved as ${FILE_NAME}.`);
    }, 'image/png');
  };

  return (
    <div className="drawing">
      <div className="drawing-tools">
        <div className="drawing-tool drawing-size">
          <span id={`${id}-size`}>Brush size: {size}</span>
          <Slider
            label="Brush size"
            value={size}
            min={BRUSH_MIN}
            max={BRUSH_MAX}
            onValueChange={(v) => setSize(clampBrush(v))}
            valueText={`${size}`}
          />
        </div>
        <div className="drawing-tool drawing-color">
          <label htmlFor={`${id}-color`}>Brush colour</label>
          <input
            id={`${id}-color`}
            type="color"
            value={color}
            onChange={(e) => setColor(e.target.value)}
          />
        </div>
      </div>
      <div className="drawing-frame">
        <canvas
          ref={canvas}
          className="drawing-canvas"
          width={CANVAS_WIDTH}
          height={CANVAS_HEIGHT}
          tabIndex={0}
          // An application to a screen reader, so that its arrow keys reach the canvas; the rule
          // counts "application" as a non-interactive role, and here it is the interaction.
          // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
          role="application"
          aria-roledescription="drawing canvas"
          aria-label="Drawing canvas"
          aria-describedby={`${id}-keys`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endStroke}
          onPointerCancel={endStroke}
          onLostPointerCapture={endStroke}
          onKeyDown={onKeyDown}
        />
        <span
          className="drawing-pen"
          data-down={penView.down}
          style={{
            left: `${(penView.x / CANVAS_WIDTH) * 100}%`,
            top: `${(penView.y / CANVAS_HEIGHT) * 100}%`,
          }}
          aria-hidden="true"
        />
      </div>
      <p id={`${id}-keys`} className="muted drawing-keys">
        Draw with a mouse, pen or finger. With a keyboard, the arrow keys move the pen (Shift for
        bigger steps), and Space puts it down on the paper or lifts it.
      </p>
      <div className="drawing-actions">
        <button type="button" className="btn btn-secondary" onClick={clear}>
          <Eraser size={18} aria-hidden="true" />
          Clear
        </button>
        <button type="button" className="btn" onClick={save}>
          <Download size={18} aria-hidden="true" />
          Save as PNG
        </button>
      </div>
      <p className="muted drawing-status" role="status">
        {status}
      </p>
    </div>
  );
}
