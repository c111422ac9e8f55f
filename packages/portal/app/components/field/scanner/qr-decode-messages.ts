/** A frame for the decoding worker: the pixels of one camera frame and the number its reply carries. */
export interface QrDecodeRequest {
  id: number;
  image: ImageData;
}

/** The worker's reply: the texts of the QR codes found in the frame and how long decoding took, or why it failed. */
export type QrDecodeReply =
  | { id: number; texts: string[]; ms: number; error?: undefined }
  | { id: number; error: string };
