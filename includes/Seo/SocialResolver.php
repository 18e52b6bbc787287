<?php
/**
 * Computes the Open Graph and X (Twitter) data of a page.
 *
 * @package Lodestar
 */

namespace Lodestar\Seo;

use Lodestar\Meta\AuthorProfiles;
use Lodestar\Repositories\ImageFacts;
use Lodestar\Repositories\PostsPageMeta;
use Lodestar\Settings\SettingsRepository;
use Lodestar\Support\WebUrl;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Social data of a Context, as plain values (Frontend\OpenGraphTags and TwitterTags print them).
 *
 * - Title / description: the object's Facebook fields (the home page's `home_page_facebook_*`),
 *   else the SEO title / description. X: the object's X fields (home: `home_page_twitter_*`, or
 *   the Facebook values when `twitter_same_as_facebook` is on), else the Facebook values.
 * - Image: the object's Facebook image (home: `home_page_facebook_image_url`) → featured image →
 *   the attachment itself on an image's attachment page → first image of the content →
 *   `fallback_image`. X: its own image, else the same. Sizes and alt text come from
 *   Repositories\ImageFacts (no query on a warm view).
 * - Type: `website` (front page, archives), `article` (other singular pages), `profile` (authors).
 * - Article times (UTC, ISO 8601), `facebook_page_url` as publisher, the author's own Facebook
 *   profile (AuthorProfiles) else `facebook_author_fallback` as author, X handles from
 *   `twitter_profile_username` (site) and the author's X username else
 *   `twitter_profile_fallback` (creator).
 *
 * @since 0.1.0
 */
class SocialResolver {

	/**
	 * Results per context of this request.
	 *
	 * @var \WeakMap<Context, array<string, mixed>>
	 */
	private \WeakMap $memo;

	/**
	 * Locales without a region that Open Graph wants with one.
	 */
	private const LOCALE_REGIONS = array(
		'ar'  => 'ar_AR',
		'ary' => 'ar_AR',
		'az'  => 'az_AZ',
		'bel' => 'be_BY',
		'cy'  => 'cy_GB',
		'el'  => 'el_GR',
		'eo'  => 'eo_EO',
		'et'  => 'et_EE',
		'eu'  => 'eu_ES',
		'fi'  => 'fi_FI',
		'ga'  => 'ga_IE',
		'hr'  => 'hr_HR',
		'hy'  => 'hy_AM',
		'ja'  => 'ja_JP',
		'ka'  => 'ka_GE',
		'kk'  => 'kk_KZ',
		'km'  => 'km_KH',
		'lo'  => 'lo_LA',
		'lv'  => 'lv_LV',
		'mn'  => 'mn_MN',
		'sq'  => 'sq_AL',
		'th'  => 'th_TH',
		'uk'  => 'uk_UA',
		'vi'  => 'vi_VN',
	);

	/**
	 * Constructor.
	 *
	 * @param SettingsRepository  $settings     Settings.
	 * @param TitleResolver       $titles       Titles.
	 * @param DescriptionResolver $descriptions Descriptions.
	 * @param CanonicalResolver   $canonicals   Canonical URLs.
	 * @param Overrides           $overrides    Per-object values.
	 * @param ImageFacts          $images       Image facts.
	 * @param PostsPageMeta       $posts_page   Copy of the page for posts' fields.
	 */
	public function __construct(
		private SettingsRepository $settings,
		private TitleResolver $titles,
		private DescriptionResolver $descriptions,
		private CanonicalResolver $canonicals,
		private Overrides $overrides,
		private ImageFacts $images,
		private PostsPageMeta $posts_page
	) {
		$this->memo = new \WeakMap();
	}

	/**
	 * Open Graph data.
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context Page context.
	 * @return array{locale: string, type: string, title: string, description: string, url: string, site_name: string, image: array{url: string, width: int, height: int, alt: string}|null, article: array{published: string, modified: string, publisher: string, author: string}|null}
	 */
	public function open_graph( Context $context ): array {
		return $this->data( $context )['open_graph'];
	}

	/**
	 * X (Twitter) card data.
	 *
	 * @since 0.1.0
	 *
	 * @param Context $context Page context.
	 * @return array{card: string, title: string, description: string, image: array{url: string, width: int, height: int, alt: string}|null, site: string, creator: string}
	 */
	public function twitter( Context $context ): array {
		return $this->data( $context )['twitter'];
	}

	/**
	 * An X handle ("@name") from a profile URL, "@name" or "name"; '' when there is none.
	 *
	 * @since 0.1.0
	 *
	 * @param string $profile Profile as typed in the settings.
	 */
	public static function twitter_handle( string $profile ): string {
		$profile = trim( $profile );
		if ( preg_match( '#^(?:https?://)?(?:www\.|mobile\.)?(?:twitter|x)\.com/@?([^/?\#]+)#i', $profile, $match ) ) {
			$profile = $match[1];
		}
		$profile = ltrim( $profile, '@' );
		return preg_match( '/^[A-Za-z0-9_]{1,15}$/', $profile ) ? '@' . $profile : '';
	}

	/**
	 * An Open Graph locale (ll_CC) for a WordPress locale; '' when none fits.
	 *
	 * @since 0.1.0
	 *
	 * @param string $locale WordPress locale such as en_US, de_DE_formal or ja.
	 */
	public static function og_locale( string $locale ): string {
		if ( preg_match( '/^([a-z]{2,3})_([A-Z]{2})/', $locale, $match ) ) {
			return $match[1] . '_' . $match[2];
		}
		return self::LOCALE_REGIONS[ $locale ] ?? '';
	}

	/**
	 * Every social value of a context, memoised.
	 *
	 * @param Context $context Page context.
	 * @return array{open_graph: array<string, mixed>, twitter: array<string, mixed>}
	 */
	private function data( Context $context ): array {
		if ( isset( $this->memo[ $context ] ) ) {
			return $this->memo[ $context ];
		}

		$is_home = Context::HOME === $context->kind;
		$og_type = 'website';
		if ( Context::AUTHOR === $context->kind ) {
			$og_type = 'profile';
		} elseif ( $context->is_singular() && ! $context->is_front ) {
			$og_type = 'article';
		}

		// Open Graph.
		$og_title = $this->titles->resolve_template(
			$context,
			$is_home ? (string) $this->settings->get( 'home_page_facebook_title' ) : $this->overrides->text( $context, 'facebook_title' )
		);
		if ( '' === $og_title ) {
			$og_title = $this->titles->resolve( $context );
		}
		$og_description = $this->descriptions->resolve_template(
			$context,
			$is_home ? (string) $this->settings->get( 'home_page_facebook_description' ) : $this->overrides->text( $context, 'facebook_description' )
		);
		if ( '' === $og_description ) {
			$og_description = $this->descriptions->resolve( $context );
		}
		$og_image = $this->og_image( $context );

		$article = null;
		$creator = '';
		if ( 'article' === $og_type ) {
			$post     = $context->post;
			$author   = $context->author_id();
			$facebook = AuthorProfiles::facebook( $author );
			$article  = array(
				'published' => self::iso_time( $post->post_date_gmt, $post->post_date ),
				'modified'  => self::iso_time( $post->post_modified_gmt, $post->post_modified ),
				'publisher' => WebUrl::absolute( (string) $this->settings->get( 'facebook_page_url' ) ),
				// The author's own profile, else the site's fallback.
				'author'    => '' !== $facebook ? $facebook : WebUrl::absolute( (string) $this->settings->get( 'facebook_author_fallback' ) ),
			);
			$creator = self::twitter_handle( AuthorProfiles::twitter( $author ) );
			if ( '' === $creator ) {
				$creator = self::twitter_handle( (string) $this->settings->get( 'twitter_profile_fallback' ) );
			}
		}

		// X: its own values, else the Facebook ones.
		$same_as_facebook = $is_home && '1' === $this->settings->get( 'twitter_same_as_facebook' );
		$x_title          = '';
		$x_description    = '';
		$x_image          = null;
		if ( ! $same_as_facebook ) {
			$x_title       = $this->titles->resolve_template(
				$context,
				$is_home ? (string) $this->settings->get( 'home_page_twitter_title' ) : $this->overrides->text( $context, 'twitter_title' )
			);
			$x_description = $this->descriptions->resolve_template(
				$context,
				$is_home ? (string) $this->settings->get( 'home_page_twitter_description' ) : $this->overrides->text( $context, 'twitter_description' )
			);
			$x_image       = $is_home
				? $this->images->for_url( (string) $this->settings->get( 'home_page_twitter_image_url' ) )
				: $this->object_image( $context, 'twitter' );
		}

		$this->memo[ $context ] = array(
			'open_graph' => array(
				'locale'      => self::og_locale( get_locale() ),
				'type'        => $og_type,
				'title'       => $og_title,
				'description' => $og_description,
				'url'         => $this->canonicals->url( $context ),
				'site_name'   => TemplateVariables::plain_text( (string) get_bloginfo( 'name' ) ),
				'image'       => $og_image,
				'article'     => $article,
			),
			'twitter'    => array(
				'card'        => (string) $this->settings->get( 'twitter_card_type' ),
				'title'       => '' !== $x_title ? $x_title : $og_title,
				'description' => '' !== $x_description ? $x_description : $og_description,
				'image'       => $x_image ?? $og_image,
				'site'        => self::twitter_handle( (string) $this->settings->get( 'twitter_profile_username' ) ),
				'creator'     => $creator,
			),
		);
		return $this->memo[ $context ];
	}

	/**
	 * ISO 8601 time in UTC ("2024-03-05T10:00:00+00:00") of a post date column.
	 *
	 * Formats the stored UTC value directly (what get_post_time( 'c', true ) gives, without its
	 * date parsing); a post without a UTC date (a draft) falls back to its local date read in
	 * the site's timezone.
	 *
	 * @since 0.1.0
	 *
	 * @param string $gmt   UTC column value (Y-m-d H:i:s).
	 * @param string $local Local column value (Y-m-d H:i:s).
	 */
	public static function iso_time( string $gmt, string $local ): string {
		if ( preg_match( '/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/', $gmt ) && '0000-00-00 00:00:00' !== $gmt ) {
			return str_replace( ' ', 'T', $gmt ) . '+00:00';
		}
		$date = date_create_immutable_from_format( 'Y-m-d H:i:s', $local, wp_timezone() );
		return $date ? $date->setTimezone( new \DateTimeZone( 'UTC' ) )->format( 'c' ) : '';
	}

	/**
	 * The Open Graph image of a page.
	 *
	 * @param Context $context Page context.
	 * @return array{url: string, width: int, height: int, alt: string}|null
	 */
	private function og_image( Context $context ): ?array {
		if ( Context::HOME === $context->kind ) {
			$image = $this->images->for_url( (string) $this->settings->get( 'home_page_facebook_image_url' ) );
		} else {
			$image = $this->object_image( $context, 'facebook' );
		}

		$post = in_array( $context->kind, array( Context::SINGULAR, Context::BLOG ), true ) ? $context->post : null;
		if ( null === $image && null !== $post ) {
			$image = $this->images->for_attachment( $this->posts_page->thumbnail_id( $post ), $this->owner( $context ) );
			if ( null === $image && 'attachment' === $post->post_type ) {
				$image = $this->images->for_attachment( $post->ID, $post );
			}
			if ( null === $image && '' === $post->post_password ) {
				$image = $this->content_image( $post, $this->owner( $context ) );
			}
		}

		if ( null === $image ) {
			$image = $this->images->for_attachment( (int) $this->settings->get( 'fallback_image_id' ) )
				?? $this->images->for_url( (string) $this->settings->get( 'fallback_image' ) );
		}
		return $image;
	}

	/**
	 * The post whose meta keeps the facts of the page's images: the page's post, except for the
	 * page for posts (its meta is never primed: the site-wide record keeps them) and terms.
	 *
	 * @param Context $context Page context.
	 */
	private function owner( Context $context ): ?WP_Post {
		$post = Context::TERM === $context->kind ? null : $context->post;
		return null !== $post && $this->posts_page->holds( $post ) ? null : $post;
	}

	/**
	 * The object's own Facebook or X image (id first, then URL).
	 *
	 * @param Context $context Page context.
	 * @param string  $network facebook|twitter.
	 * @return array{url: string, width: int, height: int, alt: string}|null
	 */
	private function object_image( Context $context, string $network ): ?array {
		$owner = $this->owner( $context );
		return $this->images->for_attachment( $this->overrides->id( $context, $network . '_image_id' ), $owner )
			?? $this->images->for_url( $this->overrides->text( $context, $network . '_image_url' ), $owner );
	}

	/**
	 * The first image of a post's content.
	 *
	 * An image of the media library (class wp-image-N) gives its full size and alt text; any
	 * other gives what its tag says.
	 *
	 * @param WP_Post      $post  Post.
	 * @param WP_Post|null $owner Post whose meta keeps the image facts (owner()).
	 * @return array{url: string, width: int, height: int, alt: string}|null
	 */
	private function content_image( WP_Post $post, ?WP_Post $owner ): ?array {
		if ( false === stripos( $post->post_content, '<img' ) || ! preg_match( '/<img\s[^>]*>/i', $post->post_content, $tag ) ) {
			return null;
		}
		$tag = $tag[0];
		if ( preg_match( '/\bwp-image-(\d+)\b/', $tag, $id ) ) {
			$facts = $this->images->for_attachment( (int) $id[1], $owner );
			if ( null !== $facts ) {
				return $facts;
			}
		}
		$src = $this->attribute( $tag, 'src' );
		if ( str_starts_with( $src, '/' ) && ! str_starts_with( $src, '//' ) ) {
			$src = home_url( $src );
		}
		if ( ! preg_match( '#^(https?:)?//#i', $src ) ) {
			return null;
		}
		$image           = ImageFacts::bare( $src );
		$image['width']  = (int) $this->attribute( $tag, 'width' );
		$image['height'] = (int) $this->attribute( $tag, 'height' );
		$image['alt']    = TemplateVariables::plain_text( $this->attribute( $tag, 'alt' ) );
		return $image;
	}

	/**
	 * One attribute of an HTML tag, entities decoded ('' when absent).
	 *
	 * @param string $tag  Tag HTML.
	 * @param string $name Attribute name.
	 */
	private function attribute( string $tag, string $name ): string {
		if ( ! preg_match( '/\s' . $name . '\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s>]+))/i', $tag, $match ) ) {
			return '';
		}
		$value = $match[1] . ( $match[2] ?? '' ) . ( $match[3] ?? '' );
		return trim( html_entity_decode( $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	}
}
