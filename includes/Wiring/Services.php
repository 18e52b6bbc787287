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
	 * Builds the services.
	 */
	public function __construct() {
		$this->settings   = new SettingsRepository();
		$this->post_meta  = new PostMeta();
		$this->term_meta  = new TermMeta();
		$this->term_index = new TermMetaIndex();
		$this->parent_terms = new ParentTermRows();
		$this->images     = new ImageFacts();
		$this->posts_page = new PostsPageMeta();
		$overrides        = new Overrides( $this->settings, new ObjectFields( $this->term_index, $this->posts_page ) );

		$variables          = new TemplateVariables();
		$values             = new TemplateValues( $this->settings, $overrides );
		$this->titles       = new TitleResolver( $this->settings, $variables, $values, $overrides );
		$this->descriptions = new DescriptionResolver( $this->settings, $variables, $values, $overrides );
		$this->robots       = new RobotsResolver( $this->settings, $overrides );
		$this->canonicals   = new CanonicalResolver( $this->settings, $overrides );
		$this->social       = new SocialResolver( $this->settings, $this->titles, $this->descriptions, $this->canonicals, $overrides, $this->images, $this->posts_page );
		$this->current      = new CurrentContext( $this->settings );
		$this->schemas      = new SchemaRepository();
		$this->trail        = new BreadcrumbTrail( $this->settings, $values, $variables, $this->canonicals );
		$this->graphs       = new GraphBuilder( $this->schemas, new Conditions(), new SchemaVariables( $variables, $values, $this->images ), $this->canonicals, $this->settings, $this->trail, new SiteNodes() );
		$this->search_console = new SearchConsoleConnection();
		$this->history      = new SettingsHistory( $this->settings, new SchemaExport( $this->schemas ), SchemaRepository::OPTION );
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
