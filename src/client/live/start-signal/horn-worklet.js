// DESIGN 6b: the audio thread only copies the microphone's samples and hands them to the page, where
// the ring of the last seconds and the search for the start signal live (Google Chrome Labs' pattern:
// nothing slow may run in process()). Plain JavaScript served as a file of our own origin, because
// addModule is bound by the CSP's script-src 'self' and cannot take a blob.

// About 10 ms at 48 kHz: few enough messages for the page, and the newest sound is never far behind.
const BATCH = 512;

class HornTap extends AudioWorkletProcessor {
  constructor() {
    super();
    this.batch = new Float32Array(BATCH);
    this.filled = 0;
    this.first = 0;
  }

  process(inputs) {
    const channel = inputs[0]?.[0];
    // A disconnected input still counts its frames as silence, so the page's frame numbers never skip.
    const length = channel ? channel.length : 128;
    if (this.filled + length > this.batch.length) this.flush();
    // A render quantum larger than a batch (renderSizeHint) gets a batch of its own size.
    if (length > this.batch.length) this.batch = new Float32Array(length);
    if (this.filled === 0) this.first = currentFrame;
    if (channel) this.batch.set(channel, this.filled);
    else this.batch.fill(0, this.filled, this.filled + length);
    this.filled += length;
    if (this.filled + length > this.batch.length) this.flush();
    return true;
  }

  flush() {
    if (this.filled === 0) return;
    const samples = this.batch.slice(0, this.filled);
    this.port.postMessage({ frame: this.first, samples }, [samples.buffer]);
    this.filled = 0;
  }
}

registerProcessor("horn-tap", HornTap);
