import Foundation
@_spi(Backend) import AtelierCore

/// What the desktop asks of a window, read from the environment variables Linux desktops set:
/// the colour scheme and the user's interface scale (on X11 the desktop's settings are read after, when
/// no variable sets it).
struct HostSettings {
    var colorScheme: ColorScheme
    /// Whether ATELIER_COLOR_SCHEME set the scheme (the desktop's setting is then not asked).
    var schemeIsExplicit = false
    /// Window coordinates per point (1 unless the user scales the interface).
    var interfaceScale: CGFloat
    /// Whether ATELIER_SCALE or GDK_SCALE set the scale (the desktop's setting is then not read).
    var scaleIsExplicit: Bool { scaleSource != nil }
    /// The desktop's contrast preference (the portal's `contrast`; standard without one).
    var contrast: ColorSchemeContrast = .standard
    /// The variable that set the scale, if one did (GDK_SCALE speaks to X11 only, as in GTK).
    var scaleSource: DesktopScale.Source?

    /// `ATELIER_COLOR_SCHEME` (light or dark), else a GTK_THEME ending in `:dark`; `ATELIER_SCALE`, else
    /// `GDK_SCALE`, else 1 (until the desktop's scale is read). Values that make no sense are ignored with a warning.
    static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) -> HostSettings {
        var scheme = ColorScheme.light
        var explicit = false
        if let value = env["ATELIER_COLOR_SCHEME"]?.lowercased() {
            switch value {
            case "dark": scheme = .dark; explicit = true
            case "light": scheme = .light; explicit = true
            default:
                Diagnostics.warn("ATELIER_COLOR_SCHEME=\(value) is neither light nor dark; using light", key: "host-scheme")
            }
        } else if let theme = env["GTK_THEME"]?.lowercased(), theme.hasSuffix(":dark") || theme.hasSuffix("-dark") {
            scheme = .dark
        }
        let scale = DesktopScale.fromEnvironment(env)
        return HostSettings(colorScheme: scheme, schemeIsExplicit: explicit, interfaceScale: scale?.scale ?? 1,
                            scaleSource: scale?.source)
    }

    /// On Wayland the compositor gives each output's scale and GDK_SCALE, an X11 setting in GTK, is not
    /// followed; ATELIER_SCALE still multiplies the output's scale.
    mutating func ignoreX11OnlyScale() {
        guard scaleSource == .gdkScale else { return }
        interfaceScale = 1
        scaleSource = nil
    }

    /// The window's background, as SwiftUI's system background: white, or black in dark mode.
    var background: RGBAColor { Self.background(for: colorScheme) }

    /// The system background of a scheme.
    static func background(for scheme: ColorScheme) -> RGBAColor {
        scheme == .dark ? RGBAColor(red: 0, green: 0, blue: 0, alpha: 1) : .white
    }

    /// The environment the host gives the root view.
    func environment(displayScale: CGFloat) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.colorScheme = colorScheme
        env.displayScale = displayScale
        env.colorSchemeContrast = contrast
        return env
    }
}
