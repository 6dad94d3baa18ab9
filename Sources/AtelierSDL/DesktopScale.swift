import Foundation
@_spi(Backend) import AtelierCore

/// The user's interface scale (window coordinates per point) and where it came from, picked from the places Linux
/// desktops keep it. In order: `ATELIER_SCALE`; `GDK_SCALE`; on X11 the XSETTINGS manager's `Xft/DPI` / 96 (GTK
/// draws text at that size: GNOME folds its text scaling and window scale into it, KDE its scale), its
/// `Gdk/WindowScalingFactor`; then the X resource `Xft.dpi` / 96 (Qt's reading, for sessions without a settings
/// manager); else 1. A value that is not a scale from 0.5 to 8 is ignored with one warning, and the next applies.
struct DesktopScale: Equatable {
    /// Where a scale was read.
    enum Source: Equatable {
        case atelierScale, gdkScale, xsettingsDPI, xsettingsWindowScale, resourceDPI
    }

    var scale: CGFloat
    var source: Source

    /// The scales taken: smaller makes text unreadable, larger makes a window of a few controls fill a screen.
    static let range: ClosedRange<Double> = 0.5...8
    /// Dots per inch at a scale of 1, as X11 desktops count them.
    static let baseDPI = 96.0

    /// `ATELIER_SCALE`, else `GDK_SCALE`: nil when neither holds a usable scale.
    static func fromEnvironment(_ env: [String: String]) -> DesktopScale? {
        for (name, source) in [("ATELIER_SCALE", Source.atelierScale), ("GDK_SCALE", .gdkScale)] {
            // An empty variable is an unset one, as shells and desktops write it.
            guard let text = env[name], !text.isEmpty else { continue }
            if let value = Double(text.trimmingCharacters(in: .whitespaces)), range.contains(value) {
                return DesktopScale(scale: CGFloat(value), source: source)
            }
            warn("\(name)=\(text) is not an interface scale from 0.5 to 8; it is ignored", key: "\(name)=\(text)")
        }
        return nil
    }

    /// The X11 desktop's scale: the XSETTINGS manager's settings first (nil when no manager runs), then the
    /// resource database (`RESOURCE_MANAGER`'s text); nil when none holds a usable scale.
    static func fromX11(settings: XSettings?, resources: String?) -> DesktopScale? {
        let values = settings?.values ?? [:]
        switch values["Xft/DPI"] {
        case .integer(-1)?, nil:
            break  // -1 is the specification's "unset"
        case .integer(let dpi1024)?:
            let dpi = Double(dpi1024) / 1024
            if let scale = scale(dpi: dpi) { return DesktopScale(scale: scale, source: .xsettingsDPI) }
            warn("the desktop's XSETTINGS Xft/DPI of \(format(dpi)) dots per inch is not an interface scale from 0.5 to 8 "
                + "(48 to 768 dots per inch); it is ignored", key: "Xft/DPI=\(dpi1024)")
        case let other?:
            warn("the desktop's XSETTINGS Xft/DPI is \(other), not an integer; it is ignored", key: "Xft/DPI=\(other)")
        }
        switch values["Gdk/WindowScalingFactor"] {
        case nil:
            break
        case .integer(let factor)? where range.contains(Double(factor)):
            return DesktopScale(scale: CGFloat(factor), source: .xsettingsWindowScale)
        case let other?:
            warn("the desktop's XSETTINGS Gdk/WindowScalingFactor \(other) is not a whole scale from 1 to 8; it is ignored",
                 key: "Gdk/WindowScalingFactor=\(other)")
        }
        if let text = resources.flatMap({ XResources.value(named: "Xft.dpi", in: $0) }) {
            if let dpi = Double(text), let scale = scale(dpi: dpi) { return DesktopScale(scale: scale, source: .resourceDPI) }
            warn("the X resource Xft.dpi: \(text) is not a number of dots per inch from 48 to 768 (an interface scale "
                + "from 0.5 to 8); it is ignored", key: "Xft.dpi=\(text)")
        }
        return nil
    }

    /// `dpi` as a scale, when it is one the range takes.
    private static func scale(dpi: Double) -> CGFloat? {
        let scale = dpi / baseDPI
        return range.contains(scale) ? CGFloat(scale) : nil
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// One warning per source and value: a setting read again unchanged says nothing more.
    private static func warn(_ message: String, key: String) {
        Diagnostics.warn(message, key: "desktop-scale \(key)")
    }
}
