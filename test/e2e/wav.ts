// A microphone for the browser tests (TOOLCHAIN: Chromium plays a WAV file as its microphone),
// synthesised here so the truth is known to the sample.

/** 16-bit PCM mono WAV bytes of `samples` (−1 to 1). */
export function wavFile(samples: Float32Array, sampleRate: number): Buffer {
  const data = samples.length * 2;
  const out = Buffer.alloc(44 + data);
  out.write("RIFF", 0, "ascii");
  out.writeUInt32LE(36 + data, 4);
  out.write("WAVE", 8, "ascii");
  out.write("fmt ", 12, "ascii");
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write("data", 36, "ascii");
  out.writeUInt32LE(data, 40);
  for (let i = 0; i < samples.length; i++) out.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767), 44 + 2 * i);
  return out;
}

/**
 * Soft white noise (RMS −46 dBFS) with an electronic start signal: a sine of `hz` for `beepMs`
 * from `beepAt` seconds at −15 dBFS RMS, starting on its first sample. The same every run (a fixed seed).
 */
export function beepInNoise({
  seconds,
  beepAt,
  beepMs = 300,
  hz = 1_000,
  sampleRate = 48_000,
}: {
  seconds: number;
  beepAt: number;
  beepMs?: number;
  hz?: number;
  sampleRate?: number;
}): Float32Array {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  // mulberry32: 32-bit integer steps, exact in JavaScript numbers.
  let seed = 12_345;
  const uniform = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const noise = 0.005 * Math.sqrt(3); // uniform in ±a has RMS a/√3
  for (let i = 0; i < samples.length; i++) samples[i] = (2 * uniform() - 1) * noise;
  const start = Math.round(beepAt * sampleRate);
  const length = Math.round((beepMs / 1000) * sampleRate);
  const amplitude = 0.25; // RMS 0.18, −15 dBFS
  for (let i = 0; i < length && start + i < samples.length; i++)
    samples[start + i]! += amplitude * Math.sin((2 * Math.PI * hz * i) / sampleRate);
  return samples;
}
