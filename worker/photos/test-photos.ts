/** Real pictures for tests (issue 29 photos): a gradient of the given size as PNG or JPEG bytes. */
import { PhotonImage } from '@cf-wasm/photon';

function gradient(width: number, height: number): PhotonImage {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      pixels.set([(x * 255) / width, (y * 255) / height, 128, 255], i);
    }
  }
  return new PhotonImage(pixels, width, height);
}

export function testPng(width = 64, height = 48): Uint8Array {
  const image = gradient(width, height);
  try {
    return image.get_bytes();
  } finally {
    image.free();
  }
}

export function testJpeg(width = 64, height = 48): Uint8Array {
  const image = gradient(width, height);
  try {
    return image.get_bytes_jpeg(90);
  } finally {
    image.free();
  }
}
