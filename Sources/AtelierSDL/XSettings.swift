import Foundation

/// The settings an XSETTINGS manager publishes (GNOME's, Xfce's and KDE's settings daemons, xsettingsd), read
/// from the bytes of its `_XSETTINGS_SETTINGS` property as the freedesktop XSETTINGS specification lays them out.
struct XSettings: Equatable {
    /// A setting's value: the specification's three types.
    enum Value: Equatable, CustomStringConvertible {
        case integer(Int32)
        case string(String)
        case color(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)

        /// The value as a warning names it.
        var description: String {
            switch self {
            case .integer(let value): "\(value)"
            case .string(let text): "the string \"\(text)\""
            case .color: "a colour"
            }
        }
    }

    /// The manager's serial, which it raises with every change.
    var serial: UInt32
    /// The settings by name (`Xft/DPI`, `Gdk/WindowScalingFactor`...).
    var values: [String: Value]

    /// Why a property is not a settings list.
    struct Malformed: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// Parses a property: a byte-order byte (0 little-endian, 1 big-endian), three unused bytes, the serial,
    /// the number of settings, then each setting (type, an unused byte, the name's length, the name padded to 4
    /// bytes, the serial of its last change, and its value). A property that ends early or holds anything else
    /// is rejected whole, as GTK rejects it: a half-read list could hold a half-changed setting.
    static func parse(_ bytes: [UInt8]) -> Result<XSettings, Malformed> {
        var reader = Reader(bytes: bytes)
        do {
            let order = try reader.byte()
            guard order <= 1 else { throw Malformed(description: "its byte order is \(order), neither 0 nor 1") }
            reader.bigEndian = order == 1
            try reader.skip(3)
            let serial = try reader.card32()
            let count = try reader.card32()
            // Each setting takes at least 12 bytes, which bounds a count that is garbage.
            guard UInt64(count) * 12 <= UInt64(reader.remaining) else {
                throw Malformed(description: "it announces \(count) settings in \(reader.remaining) bytes")
            }
            var values: [String: Value] = [:]
            for _ in 0..<count {
                let type = try reader.byte()
                try reader.skip(1)
                let nameLength = Int(try reader.card16())
                let name = try reader.string(nameLength)
                try reader.skip(padding(nameLength))
                _ = try reader.card32()  // the serial of the setting's last change
                switch type {
                case 0:
                    values[name] = .integer(Int32(bitPattern: try reader.card32()))
                case 1:
                    let length = Int(try reader.card32())
                    let text = try reader.string(length)
                    try reader.skip(padding(length))
                    values[name] = .string(text)
                case 2:
                    // In the order the managers write them (the specification's text lists blue before green).
                    let red = try reader.card16(), green = try reader.card16(), blue = try reader.card16(), alpha = try reader.card16()
                    values[name] = .color(red: red, green: green, blue: blue, alpha: alpha)
                default:
                    throw Malformed(description: "the setting \(name) has the unknown type \(type)")
                }
            }
            return .success(XSettings(serial: serial, values: values))
        } catch let error as Malformed {
            return .failure(error)
        } catch {
            return .failure(Malformed(description: "\(error)"))
        }
    }

    /// Bytes after a string up to the next multiple of 4.
    private static func padding(_ length: Int) -> Int { (4 - length % 4) % 4 }

    /// Reads the property front to back, failing at its end rather than past it.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var bigEndian = false
        var remaining: Int { bytes.count - offset }

        mutating func take(_ count: Int) throws -> ArraySlice<UInt8> {
            guard count >= 0, count <= remaining else {
                throw Malformed(description: "it ends at byte \(bytes.count), in the middle of a setting")
            }
            defer { offset += count }
            return bytes[offset..<offset + count]
        }

        mutating func skip(_ count: Int) throws { _ = try take(count) }

        mutating func byte() throws -> UInt8 { try take(1).first! }

        mutating func card16() throws -> UInt16 {
            let b = try take(2).map(UInt16.init)
            return bigEndian ? b[0] << 8 | b[1] : b[1] << 8 | b[0]
        }

        mutating func card32() throws -> UInt32 {
            let b = try take(4).map(UInt32.init)
            return bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
        }

        mutating func string(_ length: Int) throws -> String {
            String(decoding: try take(length), as: UTF8.self)
        }
    }
}
