// A photo as a phone camera makes it, generated (never committed): 4000×3000 sensor pixels stored
// sideways with EXIF orientation 6 (the phone was held upright: viewers turn it a quarter
// clockwise to 3000×4000), a GPS position and a camera make and model in its EXIF, sensor noise,
// JPEG quality 92: 3-6 MB, as a marketer's upload from a phone. Upright, the scene is sky over
// ground with a red sun in its top-left quarter and a dark band at its bottom, so a test can tell
// which way up a served variant is.
import sharp from 'sharp';

export const cameraPhoto = {
  /** Stored size (sensor): turned a quarter by its EXIF orientation 6. */
  stored: { width: 4000, height: 3000 },
  /** As a viewer shows it. */
  upright: { width: 3000, height: 4000 },
  /** The GPS position written in its EXIF: a branch in Bengaluru. */
  gps: { latitude: '12/1 58/1 2016/100', longitude: '77/1 35/1 4524/100' },
} as const;

/** The upright scene's RGB pixels (3000×4000): sky, ground, a red sun top left, noise. */
function uprightScene(width: number, height: number, seed: number): Uint8ClampedArray {
  // Clamped: a channel pushed past 0 or 255 by the noise stays there.
  const pixels = new Uint8ClampedArray(width * height * 3);
  let state = seed >>> 0 || 1;
  const noise = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 25) - 12;
  };
  const sun = { x: width * 0.25, y: height * 0.18, r: width * 0.12 };
  for (let y = 0; y < height; y += 1) {
    const t = y / height;
    for (let x = 0; x < width; x += 1) {
      let r: number;
      let g: number;
      let b: number;
      if (t < 0.55) {
        // Sky: light blue at the top to pale near the horizon.
        r = 110 + t * 180;
        g = 170 + t * 120;
        b = 235;
      } else if (t < 0.9) {
        // Fields: greens with a slow ripple.
        const ripple = Math.sin(x / 37 + y / 53) * 18;
        r = 70 + ripple;
        g = 140 + ripple + (t - 0.55) * 60;
        b = 60;
      } else {
        // A dark road along the bottom.
        r = 45;
        g = 42;
        b = 40;
      }
      if ((x - sun.x) * (x - sun.x) + (y - sun.y) * (y - sun.y) < sun.r * sun.r) {
        r = 230;
        g = 40;
        b = 30;
      }
      const i = (y * width + x) * 3;
      const n = noise();
      pixels[i] = r + n;
      pixels[i + 1] = g + n;
      pixels[i + 2] = b + n;
    }
  }
  return pixels;
}

/** The camera JPEG's bytes (`seed` varies the noise: one distinct file per seed). */
export async function makeCameraPhoto(seed = 1): Promise<Buffer> {
  const { width, height } = cameraPhoto.upright;
  return sharp(uprightScene(width, height, seed), { raw: { width, height, channels: 3 } })
    .rotate(-90) // stored sideways: orientation 6 turns it back a quarter clockwise
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Finorbit Test', Model: 'Phone Camera 12MP' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: cameraPhoto.gps.latitude,
        GPSLongitudeRef: 'E',
        GPSLongitude: cameraPhoto.gps.longitude,
      },
    })
    .jpeg({ quality: 92 })
    .toBuffer();
}
