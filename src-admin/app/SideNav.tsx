/**
 * Side navigation of the current section, with the active item's submenu.
 */
import { VisuallyHidden } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { isMenuItemActive } from './routes';
import type { AdminRoute, MenuItem, MenuSection } from './types';

function ItemLink( { item, current }: { item: MenuItem; current: boolean } ) {
	if ( item.locked ) {
		return (
			<span
				className="lodestar-sidenav__link is-locked"
				aria-disabled="true"
			>
				{ item.label }
				<VisuallyHidden>
					{ __( '(locked)', 'lodestar' ) }
				</VisuallyHidden>
			</span>
		);
	}
	return (
		<a
			href={ `#${ item.path }` }
			className={ `lodestar-sidenav__link${ current ? ' is-active' : '' }` }
			aria-current={ current ? 'page' : undefined }
		>
			{ item.label }
		</a>
	);
}

export default function SideNav( {
	section,
	route,
}: {
	section: MenuSection;
	route: AdminRoute | undefined;
} ) {
	return (
		<nav
			className="lodestar-sidenav"
			aria-label={ sprintf(
				/* translators: %s: section name, e.g. General. */
				__( 'Lodestar %s menu', 'lodestar' ),
				section.label
			) }
		>
			<ul>
				{ section.items.map( ( item ) => {
					const active = isMenuItemActive( item, route );
					const hasChildren = item.children.length > 0;
					return (
						<li
							key={ item.path }
							className={ active ? 'is-active' : undefined }
						>
							<ItemLink
								item={ item }
								current={
									route?.path === item.path && ! hasChildren
								}
							/>
							{ active && hasChildren && (
								<ul className="lodestar-sidenav__submenu">
									{ item.children.map( ( child ) => (
										<li key={ child.path }>
											<ItemLink
												item={ child }
												current={
													route?.path === child.path
												}
											/>
										</li>
									) ) }
								</ul>
							) }
						</li>
					);
				} ) }
			</ul>
		</nav>
	);
}
