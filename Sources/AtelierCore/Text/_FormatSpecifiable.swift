import Foundation

/// A value that a localized string's interpolation formats with a printf-style specifier
/// (`Text("\(value, specifier: "%.2f")")`): the argument passed to the format, and its default specifier.
public protocol _FormatSpecifiable: Equatable {
    /// The type passed to the format.
    associatedtype _Arg: CVarArg
    /// The value as the format's argument.
    var _arg: _Arg { get }
    /// The specifier the value is formatted with by default, and that its key is written with.
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    /// The value itself.
    public var _arg: Int { self }
    /// A 64-bit integer.
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    /// The value, widened as C widens it.
    public var _arg: Int32 { Int32(self) }
    /// An integer.
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    /// The value, widened as C widens it.
    public var _arg: Int32 { Int32(self) }
    /// An integer.
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    /// The value itself.
    public var _arg: Int32 { self }
    /// An integer.
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    /// The value itself.
    public var _arg: Int64 { self }
    /// A 64-bit integer.
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    /// The value itself.
    public var _arg: UInt { self }
    /// An unsigned 64-bit integer.
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    /// The value, widened as C widens it.
    public var _arg: UInt32 { UInt32(self) }
    /// An unsigned integer.
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    /// The value, widened as C widens it.
    public var _arg: UInt32 { UInt32(self) }
    /// An unsigned integer.
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    /// The value itself.
    public var _arg: UInt32 { self }
    /// An unsigned integer.
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    /// The value itself.
    public var _arg: UInt64 { self }
    /// An unsigned 64-bit integer.
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    /// The value itself.
    public var _arg: Float { self }
    /// A floating-point number.
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    /// The value itself.
    public var _arg: Double { self }
    /// A double-precision floating-point number.
    public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
    /// The value as a Double.
    public var _arg: Double { Double(self) }
    /// A double-precision floating-point number.
    public var _specifier: String { "%lf" }
}
