/**
 * Typed access to WordPress's media library frame (wp.media), which Lodestar's admin pages
 * load with wp_enqueue_media(). Only the parts the image fields use are typed.
 */

/** What a chosen attachment's toJSON() gives (the fields we read). */
export interface MediaAttachment {
	id: number;
	url: string;
	filename?: string;
	/** 'image' for images. */
	type?: string;
	/** 'image/png'. */
	mime?: string;
	filesizeInBytes?: number;
	width?: number;
	height?: number;
}

interface AttachmentModel {
	fetch: () => unknown;
	toJSON: () => MediaAttachment;
}

interface Selection {
	first: () => AttachmentModel | undefined;
	reset: ( models?: AttachmentModel[] ) => void;
}

export interface MediaFrame {
	on: ( event: string, callback: () => void ) => MediaFrame;
	/** The frame's content region; mode 'browse' shows the library. */
	content?: { mode: ( mode: string ) => unknown };
	open: () => MediaFrame;
	state: () => { get: ( name: 'selection' ) => Selection };
}

export interface MediaFrameOptions {
	title: string;
	button: { text: string };
	library: { type: string };
	multiple: false;
}

export interface WpMedia {
	( options: MediaFrameOptions ): MediaFrame;
	attachment: ( id: number ) => AttachmentModel;
}

/**
 * wp.media when the page loaded it, else null.
 */
export function getWpMedia(): WpMedia | null {
	const wp = ( window as unknown as { wp?: { media?: WpMedia } } ).wp;
	return typeof wp?.media === 'function' ? wp.media : null;
}
