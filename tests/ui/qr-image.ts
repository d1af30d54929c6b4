import jsQR from 'jsqr';

/**
 * Reads a QR code drawn as SVG the way a phone reads the printed one (decision 0550): paint what the
 * SVG draws into pixels and let a real decoder (jsQR, the one behind many web scanners) find and read
 * it. No browser is needed: the QR component draws only filled rectangles (a background `rect` and one
 * `path` of unit squares), and this paints exactly those. Anything else it meets throws, so a change to
 * how the code is drawn fails here loudly instead of being skipped.
 */

/** An RGBA image, as a canvas's ImageData holds it. */
export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const COLOURS: Readonly<Record<string, number>> = {
  white: 255,
  '#fff': 255,
  '#ffffff': 255,
  black: 0,
  '#000': 0,
  '#000000': 0,
};

/** The grey level of a fill (SVG's default fill is black); other colours are not expected on a QR code. */
function greyOf(element: Element): number {
  const fill = (element.getAttribute('fill') ?? 'black').trim().toLowerCase();
  const grey = COLOURS[fill];
  if (grey === undefined) throw new Error(`unexpected fill ${fill} on <${element.tagName}>`);
  return grey;
}

/** The rectangles of a path made of closed axis-aligned rectangles (M, m, H, h, V, v, Z, z only). */
export function pathRectangles(d: string): Box[] {
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const boxes: Box[] = [];
  let index = 0;
  const number = (): number => {
    const token = tokens[index];
    index += 1;
    const value = Number(token);
    if (token === undefined || Number.isNaN(value)) throw new Error(`expected a number in path at ${index}`);
    return value;
  };
  let x = 0;
  let y = 0;
  let points: [number, number][] = [];
  while (index < tokens.length) {
    const command = tokens[index];
    index += 1;
    switch (command) {
      case 'M':
      case 'm': {
        const [dx, dy] = [number(), number()];
        [x, y] = command === 'M' ? [dx, dy] : [x + dx, y + dy];
        points = [[x, y]];
        break;
      }
      case 'H':
      case 'h':
        x = command === 'H' ? number() : x + number();
        points.push([x, y]);
        break;
      case 'V':
      case 'v':
        y = command === 'V' ? number() : y + number();
        points.push([x, y]);
        break;
      case 'Z':
      case 'z': {
        const xs = [...new Set(points.map(([px]) => px))].sort((a, b) => a - b);
        const ys = [...new Set(points.map(([, py]) => py))].sort((a, b) => a - b);
        const [left, right] = xs;
        const [top, bottom] = ys;
        if (
          xs.length !== 2 ||
          ys.length !== 2 ||
          left === undefined ||
          right === undefined ||
          top === undefined ||
          bottom === undefined
        ) {
          throw new Error(`a subpath that is not a rectangle: ${JSON.stringify(points)}`);
        }
        boxes.push({ x: left, y: top, width: right - left, height: bottom - top });
        [x, y] = points[0] ?? [x, y];
        points = [];
        break;
      }
      default:
        throw new Error(`path command ${String(command)} is not painted by this reader`);
    }
  }
  if (points.length > 1) throw new Error('an open subpath at the end of the path');
  return boxes;
}

/** Paints the SVG at `scale` pixels per user unit on white paper. */
export function paintSvg(svg: SVGSVGElement, scale = 4): RgbaImage {
  const [minX, minY, viewWidth, viewHeight] = (svg.getAttribute('viewBox') ?? '').split(/\s+/).map(Number);
  if (minX !== 0 || minY !== 0 || !viewWidth || !viewHeight) {
    throw new Error(`unexpected viewBox ${String(svg.getAttribute('viewBox'))}`);
  }
  const width = Math.round(viewWidth * scale);
  const height = Math.round(viewHeight * scale);
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  const paint = (box: Box, grey: number) => {
    const [x0, y0] = [Math.round(box.x * scale), Math.round(box.y * scale)];
    const [x1, y1] = [Math.round((box.x + box.width) * scale), Math.round((box.y + box.height) * scale)];
    for (let py = Math.max(0, y0); py < Math.min(height, y1); py += 1) {
      for (let px = Math.max(0, x0); px < Math.min(width, x1); px += 1) {
        const at = (py * width + px) * 4;
        data[at] = grey;
        data[at + 1] = grey;
        data[at + 2] = grey;
      }
    }
  };
  for (const element of svg.children) {
    const num = (name: string) => Number(element.getAttribute(name) ?? 0);
    if (element.tagName.toLowerCase() === 'rect') {
      paint({ x: num('x'), y: num('y'), width: num('width'), height: num('height') }, greyOf(element));
    } else if (element.tagName.toLowerCase() === 'path') {
      const grey = greyOf(element);
      for (const box of pathRectangles(element.getAttribute('d') ?? '')) paint(box, grey);
    } else {
      throw new Error(`<${element.tagName}> is not painted by this reader`);
    }
  }
  return { data, width, height };
}

/** What a phone's camera app reads from the drawn code: its text, or null when it finds no code. */
export function readQrCode(svg: SVGSVGElement): string | null {
  const { data, width, height } = paintSvg(svg);
  // A printed code is dark on light: no second, inverted attempt that could hide a code drawn wrongly.
  return jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}
