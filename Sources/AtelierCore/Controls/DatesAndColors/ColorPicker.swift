import Foundation

/// A control used to select a colour: a row with the label and a colour well; a tap on the well opens a
/// palette on a floating card (a grid of colours, a hex field and, when `supportsOpacity`, an opacity
/// track). Selections are `Color` or `CGColor`.
@MainActor @preconcurrency public struct ColorPicker<Label: View>: View {
    let selection: ColorPickerSelection
    let supportsOpacity: Bool
    nonisolated(unsafe) let label: Label

    /// Creates a colour picker with a custom label, selecting a Color.
    nonisolated public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = ColorPickerSelection(selection)
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// Creates a colour picker with a custom label, selecting a CGColor.
    nonisolated public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = ColorPickerSelection(selection)
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// The label leading, the well trailing.
    public var body: some View {
        ColorPickerRow(selection: selection, supportsOpacity: supportsOpacity, label: label)
    }
}

extension ColorPicker where Label == Text {
    /// Creates a colour picker titled by a localized string key, selecting a Color.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// Creates a colour picker titled by a string, selecting a Color.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    /// Creates a colour picker titled by a localized string key, selecting a CGColor.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// Creates a colour picker titled by a string, selecting a CGColor.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// A colour picker's selection as sRGB components: read in the environment (a Color may depend on it),
/// written as a new Color or CGColor.
struct ColorPickerSelection {
    let get: @MainActor (EnvironmentValues) -> RGBAColor
    let set: @MainActor (RGBAColor) -> Void

    init(_ binding: Binding<Color>) {
        get = { binding.wrappedValue.resolvedComponents(in: $0) }
        set = { binding.wrappedValue = Color(.sRGB, red: $0.red, green: $0.green, blue: $0.blue, opacity: $0.alpha) }
    }

    init(_ binding: Binding<CGColor>) {
        get = { _ in
            let c = binding.wrappedValue.components ?? []
            let part = { (i: Int) in Double(c.indices.contains(i) ? c[i] : 0) }
            return c.count >= 4 ? RGBAColor(red: part(0), green: part(1), blue: part(2), alpha: part(3))
                : c.count == 2 ? RGBAColor(red: part(0), green: part(0), blue: part(0), alpha: part(1))
                : RGBAColor(red: 0, green: 0, blue: 0)
        }
        set = { binding.wrappedValue = CGColor(srgbRed: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) }
    }
}

/// The row of a colour picker and its palette. Components that are not finite read as black (with a
/// warning); without opacity support, colours are written opaque.
struct ColorPickerRow<Label: View>: View {
    let selection: ColorPickerSelection
    let supportsOpacity: Bool
    nonisolated(unsafe) let label: Label
    @Environment(\.self) private var environment
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsVisibility) private var labelsVisibility
    @State private var isOpen = false
    @State private var anchor = CGRect.zero

    var body: some View {
        var color = selection.get(environment)
        if ![color.red, color.green, color.blue, color.alpha].allSatisfy(\.isFinite) {
            Diagnostics.warn("ColorPicker: the selection has components that are not finite; it shows black", key: "colorpicker-nonfinite")
            color = RGBAColor(red: 0, green: 0, blue: 0)
        }
        let set = selection.set, supportsOpacity = self.supportsOpacity
        return HStack {
            if labelsVisibility != .hidden {
                label
                Spacer(minLength: 8)
            }
            ColorWell(color: Color(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha))
                .opacity(isEnabled ? 1 : 0.5)
                .contentShape(Circle())
                .onTapGesture { if isEnabled { isOpen = true } }
                // A keyboard stop, as a Mac's colour well: Space opens the palette.
                .modifier(ControlAction(shortcut: nil, isEnabled: isEnabled, action: { isOpen = true }))
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: MenuAnchorPreference.self, value: proxy.frame(in: .global))
                })
        }
        .onPreferenceChange(MenuAnchorPreference.self) { anchor = $0 }
        // One element: named by the label, the colour as its value, opened by activation.
        .modifier(AccessibilityControl(role: .colorWell, value: Self.spokenValue(of: color),
                                       states: isOpen ? [.expandable, .expanded] : .expandable,
                                       activate: { isOpen = true }))
        .popoverCard(isPresented: $isOpen, anchor: anchor,
                     content: ColorPalette(color: color, supportsOpacity: supportsOpacity, set: { picked in
                         var written = picked
                         if !supportsOpacity { written.alpha = 1 }
                         set(written)
                     }))
    }

    /// The colour as a screen reader says it: its sRGB components in percent, and its opacity when not opaque.
    static func spokenValue(of color: RGBAColor) -> String {
        func percent(_ v: Double) -> Int { Int((max(0, min(1, v)) * 100).rounded()) }
        var parts = ["red \(percent(color.red))%", "green \(percent(color.green))%", "blue \(percent(color.blue))%"]
        if color.alpha < 1 { parts.append("opacity \(percent(color.alpha))%") }
        return parts.joined(separator: ", ")
    }
}
