// node menu-reader/src/training/recogniser/extract-features.ts --features MODEL.onnx --out DIR --count N
// --seed S [--held-out | --no-text]: draws N menu lines (line-texts.ts, render-line.ts), cuts each out as the reader does
// (writeLineTensor, 48 px high), runs PP-OCRv4's recogniser up to before its Chinese classifier, and writes
// per line the features the new head learns from: at each time step the backbone's 480 values and the neck's
// 120, as float16, in DIR/features.bin, with DIR/lines.jsonl (text, steps, offset). --held-out draws only
// the typefaces kept out of training and also writes each line's straightened picture (DIR/crops/N.png) for
// other recognisers to read the same crops. --no-text draws crops of no text (ornaments, rules, blots, a
// neighbouring line's edge), whose text is empty.
import { closeSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { createCanvas } from '@napi-rs/canvas'
import { InferenceSession, Tensor } from 'onnxruntime-node'
import { offshootSeed, rollDice } from '../../synth2/dice.ts'
import { LINE_HEIGHT, scaledLineWidth, writeLineTensor } from '../../text-lines/line-tensor.ts'
import { batchByWidth } from '../../text-lines/recognise-lines.ts'
import { drawLineText } from './line-texts.ts'
import { type DrawnLine, drawLine, drawNoText, drawsAll, isHeldOut, typefaces } from './render-line.ts'

const BACKBONE = 480
const NECK = 120
const STEP_WIDTH = 8
const CHUNK = 64

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    features: { type: 'string' },
    out: { type: 'string' },
    count: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    'held-out': { type: 'boolean', default: false },
    'no-text': { type: 'boolean', default: false },
  },
})
if (!values.features || !values.out) throw new Error('--features MODEL.onnx and --out DIR are required')
const out = values.out
const heldOut = values['held-out'] ?? false
const noText = values['no-text'] ?? false
const count = Number(values.count)
const seed = Number(values.seed)
mkdirSync(out, { recursive: true })
if (heldOut) mkdirSync(join(out, 'crops'), { recursive: true })

const faces = typefaces().filter((face) => isHeldOut(face) === heldOut)
process.stderr.write(`${faces.length} typefaces: ${faces.map((face) => face.family).join(', ')}\n`)

/** IEEE half precision of a float (round to nearest), as its 16 bits. */
const scratch = new Float32Array(1)
const scratchBits = new Uint32Array(scratch.buffer)
function toHalf(value: number): number {
  scratch[0] = value
  const bits = scratchBits[0] ?? 0
  const sign = (bits >>> 16) & 0x8000
  const exponent = ((bits >>> 23) & 0xff) - 127 + 15
  const mantissa = bits & 0x7fffff
  if (exponent <= 0) return sign
  if (exponent >= 31) return sign | 0x7c00
  return sign | (exponent << 10) | ((mantissa + 0x1000) >>> 13)
}

function cropPng(tensor: Float32Array, slot: number, tensorWidth: number, lineWidth: number): Buffer {
  const canvas = createCanvas(lineWidth, LINE_HEIGHT)
  const context = canvas.getContext('2d')
  const picture = context.createImageData(lineWidth, LINE_HEIGHT)
  const plane = LINE_HEIGHT * tensorWidth
  for (let row = 0; row < LINE_HEIGHT; row++)
    for (let column = 0; column < lineWidth; column++)
      for (let channel = 0; channel < 3; channel++) {
        const value = tensor[slot * 3 * plane + (2 - channel) * plane + row * tensorWidth + column] ?? 0
        picture.data[(row * lineWidth + column) * 4 + channel] = Math.round((value + 1) * 127.5)
        picture.data[(row * lineWidth + column) * 4 + 3] = 255
      }
  context.putImageData(picture, 0, 0)
  return canvas.toBuffer('image/png')
}

const session = await InferenceSession.create(values.features, {
  intraOpNumThreads: 2,
  interOpNumThreads: 1,
  graphOptimizationLevel: 'all',
})
const featureFile = openSync(join(out, 'features.bin'), 'w')
const index: string[] = []
let offset = 0
let written = 0

for (let start = 0; start < count; start += CHUNK) {
  const drawn: (DrawnLine & { number: number; width: number })[] = []
  for (let number = start; number < Math.min(count, start + CHUNK); number++) {
    const dice = rollDice(offshootSeed(seed, number))
    if (noText) {
      const line = drawNoText(faces, dice)
      drawn.push({ ...line, number, width: scaledLineWidth(line.box) })
      continue
    }
    const text = drawLineText(dice)
    // A face that lacks one of the line's characters would teach an empty box for it.
    const able = faces.filter((face) => drawsAll(face, text))
    const line = drawLine(text, dice.oneOf(able.length > 0 ? able : faces), dice)
    drawn.push({ ...line, number, width: scaledLineWidth(line.box) })
  }
  for (const batch of batchByWidth(drawn)) {
    const tensorWidth = Math.max(...batch.map((line) => line.width))
    const tensor = new Float32Array(batch.length * 3 * LINE_HEIGHT * tensorWidth)
    batch.forEach((line, slot) => {
      writeLineTensor(line.image, line.box, line.width, tensor, slot, tensorWidth)
    })
    const outputs = await session.run({
      x: new Tensor('float32', tensor, [batch.length, 3, LINE_HEIGHT, tensorWidth]),
    })
    const backbone = outputs['p2o.AveragePool.1']?.data as Float32Array
    const neck = outputs['transpose_51.tmp_0']?.data as Float32Array
    const allSteps = outputs['transpose_51.tmp_0']?.dims[1] ?? 0
    batch.forEach((line, slot) => {
      const steps = Math.min(allSteps, Math.ceil(line.width / STEP_WIDTH))
      const halves = new Uint16Array(steps * (BACKBONE + NECK))
      for (let step = 0; step < steps; step++) {
        const row = step * (BACKBONE + NECK)
        for (let channel = 0; channel < BACKBONE; channel++)
          halves[row + channel] = toHalf(backbone[(slot * BACKBONE + channel) * allSteps + step] ?? 0)
        for (let channel = 0; channel < NECK; channel++)
          halves[row + BACKBONE + channel] = toHalf(neck[(slot * allSteps + step) * NECK + channel] ?? 0)
      }
      writeSync(featureFile, halves)
      index.push(
        JSON.stringify({ number: line.number, text: line.text, typeface: line.typeface, steps, offset }),
      )
      offset += halves.length
      if (heldOut)
        writeFileSync(
          join(out, 'crops', `${line.number}.png`),
          cropPng(tensor, slot, tensorWidth, line.width),
        )
    })
  }
  written = Math.min(count, start + CHUNK)
  if (written % 1024 === 0 || written === count) process.stderr.write(`${written}/${count} lines\n`)
}
closeSync(featureFile)
writeFileSync(join(out, 'lines.jsonl'), `${index.join('\n')}\n`)
