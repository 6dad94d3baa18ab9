import CGio
import AtelierCore

/// org.a11y.atspi.Text and EditableText: a text element's characters, caret and selection, read by
/// character, word, sentence and line; edits replace the whole text through the tree's source.
extension ATSPIServer {
    func textProperty(_ name: String, _ entry: ExportedTree.Entry) -> Result<OpaquePointer, ATSPIPropertyError> {
        guard let text = entry.element.text else { return .failure(.unknownProperty) }
        switch name {
        case "CharacterCount": return .success(DBusValue.int32(text.text.unicodeScalars.count))
        case "CaretOffset": return .success(DBusValue.int32(text.caret))
        default: return .failure(.unknownProperty)
        }
    }

    /// A range as AT-SPI gives it (an end of -1, or past the end, is the end), inside the text.
    private static func clamp(_ start: Int, _ end: Int, count: Int) -> Range<Int> {
        let upper = end < 0 || end > count ? count : end
        let lower = min(max(0, start), upper)
        return lower..<upper
    }

    private static func string(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> String {
        String(String.UnicodeScalarView(scalars[range]))
    }

    /// The (text, start, end) triple of the GetText*Offset methods.
    private static func piece(_ scalars: [Unicode.Scalar], _ range: Range<Int>?) -> ATSPIReply {
        guard let range else { return .value(DBusValue.tuple([DBusValue.string(""), DBusValue.int32(0), DBusValue.int32(0)])) }
        return .value(DBusValue.tuple([DBusValue.string(string(scalars, range)), DBusValue.int32(range.lowerBound),
                                       DBusValue.int32(range.upperBound)]))
    }

    func textCall(_ method: String, _ arguments: DBusArguments, _ entry: ExportedTree.Entry) -> ATSPIReply {
        guard let state = entry.element.text else { return .unknownObject }
        let scalars = Array(state.text.unicodeScalars)
        let count = scalars.count
        switch method {
        case "GetText":
            guard let start = arguments.int32(0), let end = arguments.int32(1) else { return .invalidArgs("GetText takes two offsets") }
            return .string(Self.string(scalars, Self.clamp(start, end, count: count)))
        case "GetCharacterAtOffset":
            guard let offset = arguments.int32(0) else { return .invalidArgs("GetCharacterAtOffset takes an offset") }
            return .int32(scalars.indices.contains(offset) ? Int(scalars[offset].value) : 0)
        case "GetStringAtOffset":
            guard let offset = arguments.int32(0), let unit = TextBoundaries.unit(granularity: arguments.uint32(1) ?? 99) else {
                return .invalidArgs("GetStringAtOffset takes an offset and a granularity of 0 to 4")
            }
            let range = TextBoundaries.segment(scalars, unit, at: offset)
            return Self.piece(scalars, range.map { unit == .character ? $0 : TextBoundaries.trimmed(scalars, $0) })
        case "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            guard let offset = arguments.int32(0), let unit = TextBoundaries.unit(boundary: arguments.uint32(1) ?? 99) else {
                return .invalidArgs("\(method) takes an offset and a boundary type of 0 to 6")
            }
            let shift = method == "GetTextBeforeOffset" ? -1 : method == "GetTextAfterOffset" ? 1 : 0
            return Self.piece(scalars, TextBoundaries.segment(scalars, unit, at: offset, shift: shift))
        case "GetNSelections":
            return .int32(state.selection.isEmpty ? 0 : 1)
        case "GetSelection":
            let selected = arguments.int32(0) == 0 && !state.selection.isEmpty
            let range = selected ? state.selection : 0..<0
            return .value(DBusValue.tuple([DBusValue.int32(range.lowerBound), DBusValue.int32(range.upperBound)]))
        case "GetAttributes", "GetAttributeRun":
            // No text attributes are exported: one run covers the text.
            return .value(DBusValue.tuple([DBusValue.stringDictionary([:]), DBusValue.int32(0), DBusValue.int32(count)]))
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            return .single(DBusValue.stringDictionary([:]))
        case "GetAttributeValue":
            return .string("")
        case "GetCharacterExtents":
            guard let offset = arguments.int32(0), let type = Self.coordinateType(arguments.uint32(1)) else {
                return .invalidArgs("GetCharacterExtents takes an offset and a coordinate type of 0, 1 or 2")
            }
            guard offset >= 0, offset < count else { return Self.noExtents }
            return textExtents(offset..<offset + 1, in: type, of: entry.element.id)
        case "GetRangeExtents":
            guard let start = arguments.int32(0), let end = arguments.int32(1),
                  let type = Self.coordinateType(arguments.uint32(2)) else {
                return .invalidArgs("GetRangeExtents takes two offsets and a coordinate type of 0, 1 or 2")
            }
            // An end of -1 is the text's end; the offsets may come in either order.
            let upper = end < 0 ? count : end
            let range = Self.clamp(min(start, upper), max(start, upper), count: count)
            guard !range.isEmpty else { return Self.noExtents }
            return textExtents(range, in: type, of: entry.element.id)
        case "GetOffsetAtPoint":
            guard let x = arguments.int32(0), let y = arguments.int32(1), let type = Self.coordinateType(arguments.uint32(2)) else {
                return .invalidArgs("GetOffsetAtPoint takes x, y and a coordinate type of 0, 1 or 2")
            }
            let id = entry.element.id
            return .onMain { host, server in
                guard let tree = server.tree(containing: id), let entry = tree[id] else { return .unknownObject }
                let point = host.geometry(id).windowPoint(x: x, y: y, in: type, parentFrame: server.parentFrame(of: entry, tree))
                guard entry.element.frame.contains(point), let offset = host.characterOffset(point, id) else { return .int32(-1) }
                return .int32(min(max(0, offset), entry.element.text?.text.unicodeScalars.count ?? 0))
            }
        case "SetCaretOffset", "AddSelection", "RemoveSelection", "SetSelection":
            // The tree's source has no request for the caret or the selection.
            return .bool(false)
        default:
            return .unknownMethod("org.a11y.atspi.Text", method)
        }
    }

    /// The four zeros of a character or range that is not drawn.
    private static var noExtents: ATSPIReply { .value(DBusValue.tuple([0, 0, 0, 0].map { DBusValue.int32($0 as Int32) })) }

    /// The extents of a text element's characters, asked of the view that lays them out (on the main actor).
    private func textExtents(_ range: Range<Int>, in type: WindowGeometry.CoordinateType, of id: AccessibilityElementID) -> ATSPIReply {
        .onMain { host, server in
            guard let tree = server.tree(containing: id), let entry = tree[id] else { return .unknownObject }
            guard let frame = host.characterFrame(range, id) else { return Self.noExtents }
            let (x, y, w, h) = host.geometry(id).extents(of: frame, in: type, parentFrame: server.parentFrame(of: entry, tree))
            return .value(DBusValue.tuple([x, y, w, h].map { DBusValue.int32($0) }))
        }
    }

    func editableTextCall(_ method: String, _ arguments: DBusArguments, _ entry: ExportedTree.Entry) -> ATSPIReply {
        guard let state = entry.element.text else { return .unknownObject }
        let id = entry.element.id
        // A secure field's exported text is bullets: an edit of a part of it cannot be made on the real text.
        let isSecure = entry.element.role == .secureTextField
        let scalars = Array(state.text.unicodeScalars)
        let newText: String
        switch method {
        case "SetTextContents":
            guard let text = arguments.string(0) else { return .invalidArgs("SetTextContents takes a string") }
            newText = text
        case "InsertText":
            guard !isSecure else { return .bool(false) }
            guard let position = arguments.int32(0), let text = arguments.string(1), let length = arguments.int32(2) else {
                return .invalidArgs("InsertText takes a position, a string and a length")
            }
            let at = min(max(0, position), scalars.count)
            let inserted = length < 0 ? Array(text.unicodeScalars) : Array(text.unicodeScalars.prefix(length))
            newText = String(String.UnicodeScalarView(scalars[..<at] + inserted + scalars[at...]))
        case "DeleteText":
            guard !isSecure else { return .bool(false) }
            guard let start = arguments.int32(0), let end = arguments.int32(1) else { return .invalidArgs("DeleteText takes two offsets") }
            let range = Self.clamp(start, end, count: scalars.count)
            newText = String(String.UnicodeScalarView(scalars[..<range.lowerBound] + scalars[range.upperBound...]))
        case "CopyText":
            return .unit
        case "CutText", "PasteText":
            // The clipboard is the host's; an assistive technology edits through the other methods.
            return .bool(false)
        default:
            return .unknownMethod("org.a11y.atspi.EditableText", method)
        }
        return .onMain { host, _ in .bool(host.perform(.setText(newText, id))) }
    }
}
