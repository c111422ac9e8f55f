import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { CAMERA_PROBLEMS, cameraProblem } from './camera-problem.js';
import { type LabelKind, labelSerial } from './label-serial.js';
import { createQrDecoder, type QrDecoder } from './qr-decoder.js';
import { repeatFilter } from './repeat-filter.js';

/** Where the camera is: off, being opened, reading frames, or refused (see the message). */
export type QrScannerStatus = 'off' | 'starting' | 'scanning' | 'failed';

/** Options of {@link useQrScanner}. */
export interface QrScannerOptions {
  /** Called with each label read: once while the same code stays in front of the camera. */
  onSerial: (serial: string, kind: LabelKind | undefined) => void;
  /** A code read again within this many ms of its last reading is the same scan; 1500 by default. */
  repeatWindowMs?: number;
  /** How often a frame is decoded; every 120 ms by default. */
  intervalMs?: number;
}

/** What {@link useQrScanner} gives the page: the preview to render, the state and its controls. */
export interface QrScanner {
  videoRef: RefObject<HTMLVideoElement | null>;
  status: QrScannerStatus;
  /** A sentence for the page's status line (aria-live): what the camera does, what was read, what failed. */
  message: string;
  start: () => void;
  stop: () => void;
}

// Frames are scaled down to this many pixels on their long side: plenty for a label at arm's length, and
// decoding time grows with the pixels.
const MAX_FRAME_SIDE = 720;

const READY = 'Point the camera at a label’s QR code.';

interface Session {
  stream: MediaStream | null;
  decoder: QrDecoder | null;
  timer: ReturnType<typeof setTimeout> | undefined;
  stopped: boolean;
}

type FrameContext = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function frameContext(width: number, height: number): FrameContext | null {
  const canvas =
    typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(width, height)
      : Object.assign(document.createElement('canvas'), { width, height });
  return canvas.getContext('2d', { willReadFrequently: true }) as FrameContext | null;
}

function grabFrame(video: HTMLVideoElement, context: { current: FrameContext | null }): ImageData | null {
  const { videoWidth, videoHeight } = video;
  if (videoWidth === 0 || videoHeight === 0) return null;
  const scale = Math.min(1, MAX_FRAME_SIDE / Math.max(videoWidth, videoHeight));
  const width = Math.round(videoWidth * scale);
  const height = Math.round(videoHeight * scale);
  if (context.current?.canvas.width !== width || context.current.canvas.height !== height)
    context.current = frameContext(width, height);
  if (!context.current) return null;
  context.current.drawImage(video, 0, 0, width, height);
  return context.current.getImageData(0, 0, width, height);
}

/**
 * Reads label QR codes with the rear camera: opens it, decodes a frame every `intervalMs` (the browser's
 * BarcodeDetector, else ZXing-C++ in a worker) and calls `onSerial` for each label of this portal read, once
 * while it stays in front of the camera. The camera is released on stop and on unmount. Without a camera,
 * without permission or over plain http the status is 'failed' with a message saying so.
 *
 * @example
 * const scanner = useQrScanner({ onSerial: (serial) => open(serial) });
 * <video ref={scanner.videoRef} muted playsInline />
 * <button onClick={scanner.start}>Start camera</button>
 * <p aria-live="polite">{scanner.message}</p>
 */
export function useQrScanner({
  onSerial,
  repeatWindowMs = 1500,
  intervalMs = 120,
}: QrScannerOptions): QrScanner {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const session = useRef<Session | null>(null);
  const context = useRef<FrameContext | null>(null);
  const onSerialRef = useRef(onSerial);
  onSerialRef.current = onSerial;
  const [status, setStatus] = useState<QrScannerStatus>('off');
  const [message, setMessage] = useState('The camera is off.');

  const end = useCallback((current: Session | null) => {
    if (!current) return;
    current.stopped = true;
    clearTimeout(current.timer);
    for (const track of current.stream?.getTracks() ?? []) track.stop();
    current.decoder?.close();
    if (session.current === current) session.current = null;
  }, []);

  const stop = useCallback(() => {
    end(session.current);
    if (videoRef.current) videoRef.current.srcObject = null;
    setStatus('off');
    setMessage('The camera is off.');
  }, [end]);

  const fail = useCallback(
    (current: Session, problem: string) => {
      if (current.stopped) return;
      end(current);
      setStatus('failed');
      setMessage(problem);
    },
    [end],
  );

  const start = useCallback(() => {
    end(session.current);
    const current: Session = { stream: null, decoder: null, timer: undefined, stopped: false };
    session.current = current;
    if (!navigator.mediaDevices?.getUserMedia) {
      fail(current, CAMERA_PROBLEMS.insecure);
      return;
    }
    setStatus('starting');
    setMessage('Starting the camera…');
    const isNew = repeatFilter(repeatWindowMs);
    const tick = async () => {
      const video = videoRef.current;
      const frame = video ? grabFrame(video, context) : null;
      const texts = frame && current.decoder ? await current.decoder.decode(frame) : [];
      if (current.stopped) return;
      const now = performance.now();
      for (const text of texts) {
        if (!isNew(text, now)) continue;
        const label = labelSerial(text, window.location.origin);
        if (label) {
          setMessage(`Read ${label.serial}.`);
          onSerialRef.current(label.serial, label.kind);
        } else setMessage('That QR code is not a label of this portal.');
      }
      current.timer = setTimeout(loop, intervalMs);
    };
    const loop = () => {
      tick().catch((error: unknown) =>
        fail(
          current,
          `The QR codes cannot be read here (${error instanceof Error ? error.message : error}).`,
        ),
      );
    };
    (async () => {
      try {
        current.stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch (error) {
        fail(current, cameraProblem(error));
        return;
      }
      if (current.stopped) {
        end(current);
        return;
      }
      for (const track of current.stream.getVideoTracks())
        track.addEventListener('ended', () => fail(current, CAMERA_PROBLEMS.stopped));
      const video = videoRef.current;
      if (video) {
        video.srcObject = current.stream;
        await video.play().catch(() => {});
      }
      current.decoder = await createQrDecoder();
      if (current.stopped) {
        end(current);
        return;
      }
      setStatus('scanning');
      setMessage(READY);
      loop();
    })().catch((error: unknown) => fail(current, cameraProblem(error)));
  }, [end, fail, repeatWindowMs, intervalMs]);

  useEffect(() => () => end(session.current), [end]);

  return { videoRef, status, message, start, stop };
}
