// Hosted videos played in the lightbox (privacy-enhanced embed, loaded only after a click).
import type { Video } from '../types';

/**
 * The platform walkthrough opened by 'Watch Demo'. Until the product team publishes its own
 * recording, this is YouTube's public embedded-player demo video.
 */
export const productDemoVideo: Video = { youtubeId: 'M7lc1UVf-VE', label: 'Watch Demo' };
