import CGio
import AtelierCore

/// org.a11y.atspi.Cache at /org/a11y/atspi/cache: every object in one reply, so that a client fills its cache
/// without a call per element; AddAccessible and RemoveAccessible keep it current (see the events).
extension ATSPIServer {
    /// An element's cache item, `((so)(so)(so)iiassusau)`: itself, the application, its parent, its index,
    /// its child count, its interfaces, name, role, description and states.
    func cacheItem(_ entry: ExportedTree.Entry, _ tree: ExportedTree, _ application: ExportedApplication) -> OpaquePointer {
        let e = entry.element
        return DBusValue.tuple([
            reference(e.id), reference(.application), parentReference(of: entry),
            DBusValue.int32(application.indexInParent(entry)), DBusValue.int32(entry.children.count),
            DBusValue.strings(ATSPIInterfaces(e).names), DBusValue.string(e.label),
            DBusValue.uint32(ATSPIRole(e.role).rawValue), DBusValue.string(e.hint ?? ""),
            DBusValue.uint32s(tree.states(of: entry).words),
        ])
    }

    /// The application's own cache item.
    private func applicationCacheItem(_ application: ExportedApplication) -> OpaquePointer {
        DBusValue.tuple([
            reference(.application), reference(.application), desktopReferenceValue,
            DBusValue.int32(-1), DBusValue.int32(application.windows.count), DBusValue.strings(ATSPIInterfaces.applicationRoot.names),
            DBusValue.string(applicationName), DBusValue.uint32(ATSPIRole.application.rawValue), DBusValue.string(""),
            DBusValue.uint32s(ATSPIStateSet().words),
        ])
    }

    func cacheItems() -> ATSPIReply {
        let application = self.application
        let items = [applicationCacheItem(application)] + application.windows.flatMap { tree in
            tree.order.compactMap { id in tree[id].map { cacheItem($0, tree, application) } }
        }
        return .single(DBusValue.array("((so)(so)(so)iiassusau)", items))
    }
}
