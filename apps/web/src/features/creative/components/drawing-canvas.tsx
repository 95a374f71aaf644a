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
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { Slider } from '../../../components/ui/slider';

const PAPER = '#ffffff';
const FILE_NAME = 'mentora-drawing.png';

function paper(canvas: HTMLCanvasElement | null) {
  const ctx = canvas?.getContext('2d');
  if (!canvas || !ctx) return;
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
}

/**
 * A 500 x 300 drawing canvas (scaled down to fit narrow screens) for mouse, pen and touch,
 * with a brush size slider, a colour picker, Clear and Save as PNG.
 */
export function DrawingCanvas() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const stroke = useRef<{ pointer: number; x: number; y: number } | null>(null);
  const [size, setSize] = useState(BRUSH_DEFAULT);
  const [color, setColor] = useState(BRUSH_COLOR_DEFAULT);
  const [status, setStatus] = useState('');
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
    const ctx = brush();
    if (!ctx) return;
    ctx.beginPath();
    ctx.arc(p.x, p.y, size / 2, 0, Math.PI * 2);
    ctx.fill();
    setStatus('');
  };

  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const s = stroke.current;
    if (!s || s.pointer !== e.pointerId) return;
    const ctx = brush();
    if (!ctx) return;
    const events = e.nativeEvent.getCoalescedEvents?.() ?? [];
    const points = (events.length > 0 ? events : [e.nativeEvent]).map(toCanvas);
    ctx.beginPath();
    ctx.moveTo(s.x, s.y);
    for (const p of points) ctx.lineTo(p.x, p.y);
    ctx.stroke();
    const last = points.at(-1)!;
    stroke.current = { ...s, ...last };
  };

  const endStroke = (e: PointerEvent<HTMLCanvasElement>) => {
    if (stroke.current?.pointer === e.pointerId) stroke.current = null;
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
          role="img"
          aria-label="Drawing canvas. Draw with a mouse, pen or finger."
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endStroke}
          onPointerCancel={endStroke}
          onLostPointerCapture={endStroke}
        />
      </div>
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
