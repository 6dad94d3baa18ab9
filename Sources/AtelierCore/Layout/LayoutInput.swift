import Foundation

/// Cleans the numbers a program passes to layout modifiers, so that bad input gets a defined
/// result and one warning rather than a crash or a NaN frame.
enum LayoutInput {
    /// A frame dimension: NaN becomes nil (unspecified), negative becomes 0, each with SwiftUI's warning.
    static func frameDimension(_ v: CGFloat?) -> CGFloat? {
        guard let v else { return nil }
        if v.isNaN {
            Diagnostics.warn("Invalid frame dimension (negative or non-finite). (NaN is treated as unspecified)",
                             key: "frame-nan")
            return nil
        }
        if v < 0 {
            Diagnostics.warn("Invalid frame dimension (negative or non-finite). (a negative dimension is treated as 0)",
                             key: "frame-negative")
            return 0
        }
        return v
    }

    /// A length that must be finite (padding, offset, position): NaN and infinities become 0 with a warning.
    static func finite(_ v: CGFloat, what: String) -> CGFloat {
        if v.isFinite { return v }
        Diagnostics.warn("Invalid \(what) (\(v)); it is treated as 0", key: "invalid-\(what)-\(v.isNaN ? "nan" : "inf")")
        return 0
    }
}
