import Foundation

/// A text engine's handle that knows where its glyphs put ink: what a resizable SF Symbol, drawn from an icon
/// font's glyph, is stretched by (SwiftUI stretches a symbol's bounds, not its font's em square).
@_spi(Backend) public protocol TextInkExtent: AnyObject {
    /// The union of the glyphs' ink, relative to the text's top-left corner (null when nothing is drawn).
    var inkBounds: CGRect { get }
}
