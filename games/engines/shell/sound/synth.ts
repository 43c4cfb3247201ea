import type { NoiseVoice, ToneVoice, Voice } from "./cues.ts";

/** Seconds to full level: quick enough to sound at once, slow enough not to click. */
const ATTACK = 0.008;
/** Exponential ramps cannot reach 0; this is silent. */
const SILENT = 0.0001;

/** One second of white noise, cut into card swishes by a band-pass filter. */
export function noiseBuffer(context: BaseAudioContext): AudioBuffer {
  const buffer = context.createBuffer(1, context.sampleRate, context.sampleRate);
  const data = buffer.getChannelData(0);
  for (let index = 0; index < data.length; index += 1) data[index] = Math.random() * 2 - 1;
  return buffer;
}

/** A voice's level: up quickly, then down gently to silence at its end. */
function envelope(context: BaseAudioContext, voice: Voice, start: number, out: AudioNode): GainNode {
  const gain = context.createGain();
  gain.gain.setValueAtTime(SILENT, start);
  const attack = voice.kind === "tone" && voice.attack !== undefined ? voice.attack : ATTACK;
  gain.gain.exponentialRampToValueAtTime(voice.gain, start + attack);
  gain.gain.exponentialRampToValueAtTime(SILENT, start + voice.dur);
  gain.connect(out);
  return gain;
}

/** Schedules one tone into `out` at `start` (the context's clock), whatever its `at`. */
export function playTone(context: BaseAudioContext, voice: ToneVoice, start: number, out: AudioNode): void {
  const gain = envelope(context, voice, start, out);
  const oscillator = context.createOscillator();
  oscillator.type = voice.wave;
  oscillator.frequency.setValueAtTime(voice.freq, start);
  if (voice.toFreq !== undefined) oscillator.frequency.exponentialRampToValueAtTime(voice.toFreq, start + voice.dur);
  oscillator.connect(gain);
  // Finished voices leave the graph, so a long game does not pile up nodes.
  oscillator.onended = () => gain.disconnect();
  oscillator.start(start);
  oscillator.stop(start + voice.dur + 0.02);
}

function playNoise(context: BaseAudioContext, voice: NoiseVoice, start: number, out: AudioNode, noise: AudioBuffer): void {
  const gain = envelope(context, voice, start, out);
  const filter = context.createBiquadFilter();
  filter.type = "bandpass";
  filter.frequency.value = voice.band;
  filter.Q.value = 1.4;
  filter.connect(gain);
  const source = context.createBufferSource();
  source.buffer = noise;
  source.connect(filter);
  source.onended = () => gain.disconnect();
  // A different stretch of the noise each time, so repeated swishes do not sound stamped.
  source.start(start, Math.random() * (noise.duration - voice.dur - 0.05), voice.dur + 0.02);
}

/** Schedules a cue's voices into `out`, starting now. */
export function playVoices(context: BaseAudioContext, voices: readonly Voice[], out: AudioNode, noise: AudioBuffer): void {
  const now = context.currentTime + 0.005;
  for (const voice of voices) {
    if (voice.kind === "tone") playTone(context, voice, now + voice.at, out);
    else playNoise(context, voice, now + voice.at, out, noise);
  }
}
