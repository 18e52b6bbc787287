/**
 * Preview truncation rules (spec §5, §9): search preview title 60 and description 160 (the
 * description length); social preview title 60 and description 117; the small card trims
 * the description to 78.
 */
import { render, screen, within } from '@testing-library/react';

import SearchPreview from '../../src/components/SearchPreview';
import SocialPreview, {
	socialPreviewTexts,
} from '../../src/components/SocialPreview';

/**
 * A text of n code points, with a multi-byte character to prove code points are counted.
 *
 * @param n Length.
 */
function text( n: number ): string {
	return 'é' + 'a'.repeat( n - 1 );
}

describe( 'social preview truncation', () => {
	it( 'cuts the title at 60 and the description at 117 on the large card', () => {
		const texts = socialPreviewTexts( text( 61 ), text( 118 ), 'large' );
		expect( texts.title ).toBe( text( 60 ) + '…' );
		expect( texts.description ).toBe( text( 117 ) + '…' );
		const fits = socialPreviewTexts( text( 60 ), text( 117 ), 'large' );
		expect( fits ).toEqual( {
			title: text( 60 ),
			description: text( 117 ),
		} );
	} );

	it( 'trims the description to 78 on the small card', () => {
		const texts = socialPreviewTexts( text( 61 ), text( 79 ), 'small' );
		expect( texts.title ).toBe( text( 60 ) + '…' );
		expect( texts.description ).toBe( text( 78 ) + '…' );
		expect(
			socialPreviewTexts( 't', text( 78 ), 'small' ).description
		).toBe( text( 78 ) );
	} );

	it( 'renders a named region with domain, image and cut texts', () => {
		render(
			<SocialPreview
				label="X Preview"
				title={ text( 70 ) }
				description={ text( 100 ) }
				imageUrl="https://example.test/a.png"
				siteUrl="https://example.test/blog/"
				size="small"
			/>
		);
		const region = screen.getByRole( 'region', { name: 'X Preview' } );
		expect( region ).toHaveClass( 'is-small' );
		expect( within( region ).getByText( 'EXAMPLE.TEST' ) ).toBeVisible();
		expect( within( region ).getByText( text( 60 ) + '…' ) ).toBeVisible();
		expect( within( region ).getByText( text( 78 ) + '…' ) ).toBeVisible();
		expect( region.querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'https://example.test/a.png'
		);
	} );

	it( 'says when there is no image', () => {
		render(
			<SocialPreview
				label="Facebook Preview"
				title="T"
				description="D"
				siteUrl="not a url"
			/>
		);
		expect( screen.getByText( 'No image' ) ).toBeVisible();
	} );
} );

describe( 'search preview truncation', () => {
	it( 'cuts the title at 60 and the description at 160 by default', () => {
		render(
			<SearchPreview
				siteName="Site"
				siteUrl="https://example.test"
				title={ text( 61 ) }
				description={ text( 161 ) }
			/>
		);
		expect( screen.getByText( text( 60 ) + '…' ) ).toBeVisible();
		expect( screen.getByText( text( 160 ) + '…' ) ).toBeVisible();
	} );

	it( 'cuts the description at the configured description length', () => {
		render(
			<SearchPreview
				siteName="Site"
				siteUrl="https://example.test"
				title="T"
				description={ text( 101 ) }
				descriptionLength={ 100 }
			/>
		);
		expect( screen.getByText( text( 100 ) + '…' ) ).toBeVisible();
	} );
} );
