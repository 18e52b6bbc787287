<?php
/**
 * The shared services.
 *
 * @package Lodestar
 */

namespace Lodestar\Wiring;

use Lodestar\Analysis\Page\PageChecks;
use Lodestar\Analysis\Page\PageCheckStore;
use Lodestar\Analysis\ScanFacts;
use Lodestar\Frontend\CurrentContext;
use Lodestar\Meta\PostMeta;
use Lodestar\Meta\TermMeta;
use Lodestar\Repositories\ImageFacts;
use Lodestar\Repositories\ObjectFields;
use Lodestar\Repositories\PostsPageMeta;
use Lodestar\Repositories\ScanFactsStore;
use Lodestar\Repositories\ParentTermRows;
use Lodestar\Repositories\TermMetaIndex;
use Lodestar\Schema\Conditions;
use Lodestar\Schema\GraphBuilder;
use Lodestar\Schema\SiteNodes;
use Lodestar\Schema\SchemaExport;
use Lodestar\Schema\SchemaRepository;
use Lodestar\Schema\Variables as SchemaVariables;
use Lodestar\SearchConsole\Connection as SearchConsoleConnection;
use Lodestar\Seo\BreadcrumbTrail;
use Lodestar\Seo\CanonicalResolver;
use Lodestar\Seo\DescriptionResolver;
use Lodestar\Seo\Overrides;
use Lodestar\Seo\RobotsResolver;
use Lodestar\Seo\SocialResolver;
use Lodestar\Seo\TemplateValues;
use Lodestar\Seo\TemplateVariables;
use Lodestar\Seo\TitleResolver;
use Lodestar\Settings\SettingsHistory;
use Lodestar\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Builds, once per request, the services every context shares: settings, meta registration,
 * the repositories, the SEO engine and the JSON-LD graph. Constructors only: nothing is hooked
 * here (Plugin and the other Wiring classes call register()).
 *
 * @since 0.3.0
 */
final class Services {

	/**
	 * Settings (one per request, memoised reads).
	 *
	 * @var SettingsRepository
	 */
	public readonly SettingsRepository $settings;

	/**
	 * Post meta registration.
	 *
	 * @var PostMeta
	 */
	public readonly PostMeta $post_meta;

	/**
	 * Term meta registration.
	 *
	 * @var TermMeta
	 */
	public readonly TermMeta $term_meta;

	/**
	 * Terms with Lodestar meta, and their values.
	 *
	 * @var TermMetaIndex
	 */
	public readonly TermMetaIndex $term_index;

	/**
	 * The rows of the terms that have children (breadcrumb ancestors without a query).
	 *
	 * @since 0.5.0
	 *
	 * @var ParentTermRows
	 */
	public readonly ParentTermRows $parent_terms;

	/**
	 * Copy of the page for posts' SEO fields.
	 *
	 * @var PostsPageMeta
	 */
	public readonly PostsPageMeta $posts_page;

	/**
	 * Stored image sizes and alt texts.
	 *
	 * @var ImageFacts
	 */
	public readonly ImageFacts $images;

	/**
	 * Title resolver.
	 *
	 * @var TitleResolver
	 */
	public readonly TitleResolver $titles;

	/**
	 * Description resolver.
	 *
	 * @var DescriptionResolver
	 */
	public readonly DescriptionResolver $descriptions;

	/**
	 * Robots resolver.
	 *
	 * @var RobotsResolver
	 */
	public readonly RobotsResolver $robots;

	/**
	 * Canonical resolver.
	 *
	 * @var CanonicalResolver
	 */
	public readonly CanonicalResolver $canonicals;

	/**
	 * Social (Open Graph, X) resolver.
	 *
	 * @var SocialResolver
	 */
	public readonly SocialResolver $social;

	/**
	 * Context of the main query.
	 *
	 * @var CurrentContext
	 */
	public readonly CurrentContext $current;

	/**
	 * Stored structured-data schemas.
	 *
	 * @var SchemaRepository
	 */
	public readonly SchemaRepository $schemas;

	/**
	 * JSON-LD graph builder.
	 *
	 * @var GraphBuilder
	 */
	public readonly GraphBuilder $graphs;

	/**
	 * The Search Console connection.
	 *
	 * @var SearchConsoleConnection
	 */
	public readonly SearchConsoleConnection $search_console;

	/**
	 * Page checks of posts and terms (run on save, stored in meta): built on first use, so a
	 * page view, which never saves, does not load its classes (see page_checks()).
	 *
	 * @var PageCheckStore|null
	 */
	private ?PageCheckStore $page_checks = null;

	/**
	 * The breadcrumb trail (JSON-LD and visible breadcrumbs).
	 *
	 * @var BreadcrumbTrail
	 */
	public readonly BreadcrumbTrail $trail;

	/**
	 * Revisions of the settings and schemas (hooks the options' writes).
	 *
	 * @var SettingsHistory
	 */
	public readonly SettingsHistory $history;

	/**
	 * Overrides of the resolvers (built on first use, shared).
	 *
	 * @var Overrides|null
	 */
	private ?Overrides $overrides = null;

	/**
	 * The template variables (built on first use, shared).
	 *
	 * @var TemplateVariables|null
	 */
	private ?TemplateVariables $variables = null;

	/**
	 * The template values (built on first use, shared).
	 *
	 * @var TemplateValues|null
	 */
	private ?TemplateValues $values = null;

	/**
	 * The stored site-level JSON-LD record (built on first use, shared; since 0.6.0).
	 *
	 * @var SiteNodes|null
	 */
	private ?SiteNodes $site_nodes = null;

	/**
	 * Readies the services: each is built on first use (see __get()), so a request builds only
	 * what it reaches. A page view never reaches the meta registration, the Search Console
	 * connection or the settings history, and every object built at boot is code a page view
	 * runs for nothing.
	 */
	public function __construct() {
		// Unset, the readonly properties go through __get() on first read, which initialises them
		// (from this class's scope, as readonly allows); later reads are plain property reads.
		unset( $this->settings, $this->post_meta, $this->term_meta, $this->term_index, $this->parent_terms, $this->posts_page, $this->images, $this->titles, $this->descriptions, $this->robots, $this->canonicals, $this->social, $this->current, $this->schemas, $this->graphs, $this->search_console, $this->trail, $this->history );
	}

	/**
	 * Builds a service on its first read.
	 *
	 * @since 0.5.0
	 *
	 * @param string $name Property.
	 * @return object
	 */
	public function __get( string $name ): object {
		// phpcs:disable WordPress.NamingConventions.ValidVariableName -- property names.
		$this->$name = match ( $name ) {
			'settings'       => new SettingsRepository(),
			'post_meta'      => new PostMeta(),
			'term_meta'      => new TermMeta(),
			'term_index'     => new TermMetaIndex(),
			'parent_terms'   => new ParentTermRows(),
			'images'         => new ImageFacts(),
			'posts_page'     => new PostsPageMeta(),
			'titles'         => new TitleResolver( $this->settings, $this->variables(), $this->values(), $this->overrides() ),
			'descriptions'   => new DescriptionResolver( $this->settings, $this->variables(), $this->values(), $this->overrides() ),
			'robots'         => new RobotsResolver( $this->settings, $this->overrides() ),
			'canonicals'     => new CanonicalResolver( $this->settings, $this->overrides() ),
			'social'         => new SocialResolver( $this->settings, $this->titles, $this->descriptions, $this->canonicals, $this->overrides(), $this->images, $this->posts_page ),
			'current'        => new CurrentContext( $this->settings ),
			'schemas'        => new SchemaRepository(),
			'trail'          => new BreadcrumbTrail( $this->settings, $this->values(), $this->variables(), $this->canonicals ),
			'graphs'         => new GraphBuilder( $this->schemas, new Conditions(), new SchemaVariables( $this->variables(), $this->values(), $this->images ), $this->canonicals, $this->settings, $this->trail, $this->site_nodes() ),
			'search_console' => new SearchConsoleConnection(),
			'history'        => new SettingsHistory( $this->settings, new SchemaExport( $this->schemas ), SchemaRepository::OPTION ),
			default          => throw new \LogicException( esc_html( "No service {$name}." ) ),
		};
		return $this->$name;
		// phpcs:enable
	}

	/**
	 * Whether a service was built (forget_site_state() flushes only those).
	 *
	 * @since 0.5.0
	 *
	 * @param string $name Property.
	 */
	public function built( string $name ): bool {
		// An unset property is not set, and there is no __isset() to build it.
		return isset( $this->$name ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName -- a property name.
	}

	/**
	 * The resolvers' overrides.
	 */
	private function overrides(): Overrides {
		return $this->overrides ??= new Overrides( $this->settings, new ObjectFields( $this->term_index, $this->posts_page ) );
	}

	/**
	 * The template variables.
	 */
	private function variables(): TemplateVariables {
		return $this->variables ??= new TemplateVariables();
	}

	/**
	 * The stored site-level JSON-LD record (since 0.6.0: one instance for the graph builder and
	 * Frontend\PageRecords, which read the same record).
	 *
	 * @since 0.6.0
	 */
	public function site_nodes(): SiteNodes {
		return $this->site_nodes ??= new SiteNodes();
	}

	/**
	 * The template values (public since 0.6.0: Frontend\PageRecords reads which variables a
	 * page resolved).
	 *
	 * @since 0.6.0
	 */
	public function values(): TemplateValues {
		return $this->values ??= new TemplateValues( $this->settings, $this->overrides() );
	}

	/**
	 * Page checks of posts and terms (run on save, stored in meta). Built on first use: their
	 * classes are not in the page-view bundle, and loading them from their files costs a page
	 * view that never saves more than the rest of its boot.
	 *
	 * @since 0.4.0
	 */
	public function page_checks(): PageCheckStore {
		return $this->page_checks ??= new PageCheckStore( $this->settings, $this->titles, $this->descriptions, $this->canonicals, $this->social, new PageChecks(), new ScanFacts( new ScanFactsStore() ) );
	}
}
