import { describe, expect, it } from 'vitest'
import type { LineBox } from './find-line-boxes.ts'
import { scaledLineWidth } from './line-tensor.ts'
import { type Bend, bendRise, fitBend, linesToWords } from './lines-to-words.ts'
import type { ReadLine } from './recognise-lines.ts'

// Long lines at spread places of a 600 × 800 page (x and y from its middle), sloping as `field` says.
function bendsOf(
  field: (x: number, y: number) => number,
  noise: (index: number) => number = () => 0,
): Bend[] {
  const bends: Bend[] = []
  for (let row = 0; row < 12; row++) {
    for (const x of [-150, -40, 90]) {
      const y = -330 + row * 60
      bends.push({ x, y, slope: field(x, y) + noise(bends.length), weight: 200 })
    }
  }
  return bends
}

describe('fitBend', () => {
  it('finds lines bending across the page (a page curving into its binding)', () => {
    const field = fitBend(
      bendsOf((x) => -0.0002 * x),
      600,
      800,
    )
    expect(field?.b).toBeCloseTo(-0.0002, 6)
    expect(field?.c).toBeCloseTo(0, 6)
  })

  it('finds lines bending down the page alone when the page was photographed at an angle', () => {
    const field = fitBend(
      bendsOf((_, y) => -0.0001 * y + 0.01),
      600,
      800,
    )
    expect(field).toMatchObject({ b: 0 })
    expect(field?.a).toBeCloseTo(0.01, 6)
    expect(field?.c).toBeCloseTo(-0.0001, 6)
  })

  it('takes no bend from a flat page whose lines differ by the detector’s noise', () => {
    const noise = (index: number) => ((index * 7919) % 13) / 13 / 100 - 0.005
    expect(
      fitBend(
        bendsOf(() => 0, noise),
        600,
        800,
      ),
    ).toBeUndefined()
  })

  it('leaves out a stray line and needs enough lines', () => {
    const bends = bendsOf((x) => -0.0002 * x)
    bends[4] = { ...(bends[4] as Bend), slope: 0.3 }
    expect(fitBend(bends, 600, 800)?.b).toBeCloseTo(-0.0002, 6)
    expect(fitBend(bends.slice(0, 7), 600, 800)).toBeUndefined()
  })
})

describe('bendRise', () => {
  it('is how far a line rises from the page’s middle to x, following the bend', () => {
    expect(bendRise({ a: 0.01, b: 0, c: 0 }, 100, 0)).toBeCloseTo(1, 6)
    expect(bendRise({ a: 0, b: 0.0002, c: 0 }, 200, 50)).toBeCloseTo(4, 6)
    expect(bendRise({ a: 0, b: 0.0002, c: 0 }, -200, 50)).toBeCloseTo(4, 6)
    expect(bendRise({ a: 0.01, b: 0, c: 0.0001 }, 0, 300)).toBe(0)
  })
})

// A read line of one word, its box centred at (x, y) and turned by `angle`.
function readLine(text: string, centreX: number, centreY: number, width: number, angle: number): ReadLine {
  const line: LineBox = { centreX, centreY, width, height: 16, angle, score: 0.9 }
  const columns = scaledLineWidth(line)
  return {
    line,
    characters: [...text].map((character, index) => ({
      text: character,
      step: index,
      probability: 0.95,
      runnerUp: '',
      runnerUpProbability: 0,
      at: 0.05 + (0.9 * index) / Math.max(1, text.length - 1),
    })),
    ink: {
      gaps: [],
      inkPerColumn: new Uint16Array(columns).fill(10),
      strokesPerColumn: new Uint16Array(columns).fill(5),
      inkRows: { from: 12, to: 35 },
    },
  }
}

const middleY = (words: ReturnType<typeof linesToWords>['words'], text: string) => {
  const word = words.find((candidate) => candidate.text === text)
  return word ? (word.box.y0 + word.box.y1) / 2 : Number.NaN
}

describe('linesToWords', () => {
  it('levels a price at the right of a curved page with its name at the left', () => {
    // Printed lines follow y = top + 0.08·x − 0.0001·x²: steep at the left, nearly flat at the right.
    const curve = (top: number, x: number) => top + 0.08 * x - 0.0001 * x * x
    const lines: ReadLine[] = []
    for (let item = 0; item < 8; item++) {
      const top = 100 + item * 70
      lines.push(readLine(`Name${item}`, 150, curve(top, 150), 200, Math.atan(0.08 - 0.0002 * 150)))
      lines.push(readLine(`Described${item}`, 250, curve(top + 22, 250), 400, Math.atan(0.08 - 0.0002 * 250)))
      // A price's short line shows no slope of its own: the detector gives it the page's.
      lines.push(readLine(`${item},50`, 480, curve(top, 480), 50, 0.04))
    }
    const { words } = linesToWords(lines, 1, 600, 800)
    for (let item = 0; item < 8; item++) {
      const name = middleY(words, `Name${item}`)
      expect(Math.abs(middleY(words, `${item},50`) - name)).toBeLessThan(3)
      expect(middleY(words, `Described${item}`) - name).toBeGreaterThan(15)
    }
  })

  it('turns a flat page’s words level by its slope alone', () => {
    const lines = Array.from({ length: 10 }, (_, row) =>
      readLine(`Line${row}`, 300, 100 + row * 40, 300, 0.02),
    )
    const { words, slope } = linesToWords(lines, 1, 600, 800)
    expect(slope).toBeCloseTo(0.02, 6)
    words.forEach((word, row) => {
      const [x, y] = [300 - 300, 100 + row * 40 - 400]
      const levelY = 400 + x * Math.sin(-0.02) + y * Math.cos(-0.02)
      expect((word.box.y0 + word.box.y1) / 2).toBeCloseTo(levelY, 0)
    })
  })
})
