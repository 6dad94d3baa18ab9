import Foundation
import CGio
import AtelierCore

/// org.a11y.atspi.Component: where an element is, what is at a point, and focus. Coordinates need the
/// window's place on the screen, which the host knows on the main actor, so these are answered there.
extension ATSPIServer {
    func componentCall(_ method: String, _ arguments: DBusArguments, _ entry: ExportedTree.Entry) -> ATSPIReply {
        let id = entry.element.id
        switch method {
        case "Contains", "GetAccessibleAtPoint":
            guard let x = arguments.int32(0), let y = arguments.int32(1), let type = Self.coordinateType(arguments.uint32(2)) else {
                return .invalidArgs("\(method) takes x, y and a coordinate type of 0, 1 or 2")
            }
            return .onMain { host, server in
                guard let tree = server.tree(containing: id), let entry = tree[id] else { return .unknownObject }
                let point = host.geometry(id).windowPoint(x: x, y: y, in: type, parentFrame: server.parentFrame(of: entry, tree))
                if method == "Contains" { return .bool(entry.element.frame.contains(point)) }
                let hit = tree.element(at: point, under: id)
                return .single(hit.flatMap { $0 == id ? nil : server.reference($0) } ?? DBusValue.nullReference)
            }
        case "GetExtents", "GetPosition":
            guard let type = Self.coordinateType(arguments.uint32(0)) else {
                return .invalidArgs("\(method) takes a coordinate type of 0, 1 or 2")
            }
            return .onMain { host, server in
                guard let tree = server.tree(containing: id), let entry = tree[id] else { return .unknownObject }
                let (x, y, w, h) = host.geometry(id).extents(of: entry.element.frame, in: type,
                                                           parentFrame: server.parentFrame(of: entry, tree))
                if method == "GetPosition" { return .value(DBusValue.tuple([DBusValue.int32(x), DBusValue.int32(y)])) }
                return .single(DBusValue.tuple([x, y, w, h].map { DBusValue.int32($0) }))
            }
        case "GetSize":
            return .onMain { host, server in
                guard let entry = server.application[id] else { return .unknownObject }
                let (_, _, w, h) = host.geometry(id).extents(of: entry.element.frame, in: .window)
                return .value(DBusValue.tuple([DBusValue.int32(w), DBusValue.int32(h)]))
            }
        case "GetLayer":
            // AT-SPI's layers: 7 a window, 3 a widget.
            return .single(DBusValue.uint32(entry.element.role == .window ? 7 : 3))
        case "GetMDIZOrder":
            return .single(DBusValue.int16(0))
        case "GetAlpha":
            return .single(DBusValue.double(1))
        case "GrabFocus":
            return .onMain { host, _ in .bool(host.perform(.focus(id))) }
        case "SetExtents", "SetPosition", "SetSize", "ScrollTo", "ScrollToPoint":
            // An element's place is its layout's to decide.
            return .bool(false)
        default:
            return .unknownMethod("org.a11y.atspi.Component", method)
        }
    }

    /// The frame parent-relative coordinates are measured from: the parent's (the window is its own origin).
    func parentFrame(of entry: ExportedTree.Entry, _ tree: ExportedTree) -> CGRect {
        entry.parent.flatMap { tree[$0]?.element.frame } ?? .zero
    }

    static func coordinateType(_ raw: UInt32?) -> WindowGeometry.CoordinateType? {
        raw.flatMap(WindowGeometry.CoordinateType.init(rawValue:))
    }
}
