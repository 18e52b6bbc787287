/**
 * Block-editor entry. For now it only brings the shared `lodestar/seo` store (registered
 * once on import); the sidebar arrives with the editor feature. Not enqueued yet.
 */
import '../src/store';
