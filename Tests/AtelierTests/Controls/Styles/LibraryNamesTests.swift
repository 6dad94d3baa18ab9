import XCTest
import Atelier
import AtelierTesting

// Issue 34, "no name SwiftUI does not have": names that SwiftUI component libraries declare for themselves,
// as they declare them. Each compiles here only if Atelier declares no public name of the same spelling where
// the library's goes (a static style member, a View modifier, an EnvironmentValues property, an initializer),
// or, for SwiftUI's own macOS-only names (`.checkbox`, `.link`, `openSettings`), if Atelier's gives way to the
// library's as iOS's SwiftUI, which lacks them, does. The declarations are fileprivate so that other test files
// keep seeing Atelier's types of the same names.

// MARK: Style members on SwiftUI's style protocols

fileprivate struct RingProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("ring \(Int(((configuration.fractionCompleted ?? 0) * 100).rounded()))%")
    }
}
extension ProgressViewStyle where Self == RingProgressViewStyle {
    fileprivate static var ring: RingProgressViewStyle { .init() }
}

fileprivate struct CardButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(12).background(Color(hex: 0x336699))
    }
}
extension ButtonStyle where Self == CardButtonStyle {
    fileprivate static var card: CardButtonStyle { .init() }
}

/// One type for several common names, as design systems write them.
fileprivate struct TaggedButtonStyle: ButtonStyle {
    let tag: String
    func makeBody(configuration: Configuration) -> some View { HStack { Text(tag); configuration.label } }
}
extension ButtonStyle where Self == TaggedButtonStyle {
    fileprivate static var primary: TaggedButtonStyle { .init(tag: "primary") }
    fileprivate static var secondary: TaggedButtonStyle { .init(tag: "secondary") }
    fileprivate static var neumorphic: TaggedButtonStyle { .init(tag: "neumorphic") }
    fileprivate static var rounded: TaggedButtonStyle { .init(tag: "rounded") }
    fileprivate static var capsule: TaggedButtonStyle { .init(tag: "capsule") }
    fileprivate static var filled: TaggedButtonStyle { .init(tag: "filled") }
    fileprivate static var outline: TaggedButtonStyle { .init(tag: "outline") }
    fileprivate static func scaled(_ factor: CGFloat) -> TaggedButtonStyle { .init(tag: "scaled \(factor)") }
}

/// SwiftUI's LinkButtonStyle and `.link` are macOS-only: an iOS library declares its own.
fileprivate struct LinkButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View { HStack { Text("library link"); configuration.label } }
}
extension ButtonStyle where Self == LinkButtonStyle {
    fileprivate static var link: LinkButtonStyle { .init() }
}

/// SwiftUI's CheckboxToggleStyle and `.checkbox` are macOS-only: iOS libraries declare their own.
fileprivate struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: {
            Text(configuration.isOn ? "[x] library" : "[ ] library")
        }
    }
}
extension ToggleStyle where Self == CheckboxToggleStyle {
    fileprivate static var checkbox: CheckboxToggleStyle { .init() }
}

fileprivate struct NeumorphicToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text(configuration.isOn ? "neumorphic on" : "neumorphic off").onTapGesture { configuration.isOn.toggle() }
    }
}
extension ToggleStyle where Self == NeumorphicToggleStyle {
    fileprivate static var neumorphic: NeumorphicToggleStyle { .init() }
}

fileprivate struct VerticalLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) { configuration.icon; configuration.title }
    }
}
extension LabelStyle where Self == VerticalLabelStyle {
    fileprivate static var vertical: VerticalLabelStyle { .init() }
}

fileprivate struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack { Text("card box"); configuration.label; configuration.content }
    }
}
extension GroupBoxStyle where Self == CardGroupBoxStyle {
    fileprivate static var card: CardGroupBoxStyle { .init() }
}

extension ShapeStyle where Self == Color {
    fileprivate static var brand: Color { Color(hex: 0xFF6600) }
    fileprivate static var danger: Color { Color(hex: 0xCC0000) }
}

// MARK: A library's own style protocol, with SwiftUI's common style names

fileprivate protocol ChipStyle {
    func label(_ text: String) -> String
}
fileprivate struct BorderedChipStyle: ChipStyle { func label(_ text: String) -> String { "bordered \(text)" } }
fileprivate struct PlainChipStyle: ChipStyle { func label(_ text: String) -> String { "plain \(text)" } }
extension ChipStyle where Self == BorderedChipStyle {
    fileprivate static var bordered: BorderedChipStyle { .init() }
    fileprivate static var automatic: BorderedChipStyle { .init() }
}
extension ChipStyle where Self == PlainChipStyle {
    fileprivate static var plain: PlainChipStyle { .init() }
}
fileprivate struct Chip<Style: ChipStyle>: View {
    let text: String
    let style: Style
    var body: some View { Text(style.label(text)) }
}
extension Chip {
    fileprivate init(_ text: String, style: Style) { self.text = text; self.style = style }
}

// MARK: Members libraries add to SwiftUI's types

extension Color {
    /// A colour from a 0xRRGGBB number, the most common addition to Color in published code.
    fileprivate init(hex: UInt32, opacity: Double = 1) {
        self.init(.sRGB, red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, opacity: opacity)
    }
    fileprivate static let background = Color(hex: 0xF2F2F7)
    fileprivate static let systemBackground = Color.white
    fileprivate static let label = Color.black
    fileprivate static let cardBackground = Color(hex: 0x336699)
}

extension UIColor {
    fileprivate convenience init(hex: UInt32) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }
    fileprivate static let brand = UIColor(hex: 0xFF6600)
}

extension Font {
    fileprivate static let customTitle = Font.system(size: 30, weight: .bold)
    fileprivate static func brand(size: CGFloat) -> Font { .system(size: size) }
}

extension View {
    fileprivate func cardStyle() -> some View { padding(8).background(Color.cardBackground) }
    @ViewBuilder fileprivate func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition { transform(self) } else { self }
    }
    @ViewBuilder fileprivate func hidden(_ isHidden: Bool) -> some View {
        if isHidden { hidden() } else { self }
    }
    fileprivate func placeholder<Content: View>(when shouldShow: Bool, alignment: Alignment = .leading,
                                                @ViewBuilder placeholder: () -> Content) -> some View {
        ZStack(alignment: alignment) { placeholder().opacity(shouldShow ? 1 : 0); self }
    }
    fileprivate func cornerRadius(_ radius: CGFloat, corners: Edge.Set) -> some View { clipShape(RoundedRectangle(cornerRadius: radius)) }
    fileprivate func border(width: CGFloat, edges: [Edge], color: Color) -> some View { overlay(Rectangle().stroke(color, lineWidth: width)) }
    fileprivate func readSize(onChange: @escaping (CGSize) -> Void) -> some View {
        background(GeometryReader { proxy in Color.clear.preference(key: SizePreferenceKey.self, value: proxy.size) })
            .onPreferenceChange(SizePreferenceKey.self, perform: onChange)
    }
    fileprivate func onFirstAppear(perform action: @escaping () -> Void) -> some View { onAppear(perform: action) }
    fileprivate func eraseToAnyView() -> AnyView { AnyView(self) }
    fileprivate func embedInNavigation() -> some View { NavigationStack { self } }
    fileprivate func shimmer() -> some View { opacity(0.9) }
}

fileprivate struct SizePreferenceKey: PreferenceKey {
    static let defaultValue = CGSize.zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {}
}

extension Binding {
    /// A binding that calls `handler` after each write, a common addition in published code.
    fileprivate func onChange(_ handler: @escaping (Value) -> Void) -> Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0; handler($0) })
    }
}

extension Shape {
    fileprivate func fill<Fill: ShapeStyle, Stroke: ShapeStyle>(_ fill: Fill, strokeBorder: Stroke, lineWidth: CGFloat = 1) -> some View {
        self.stroke(strokeBorder, lineWidth: lineWidth).background(self.fill(fill))
    }
}

// MARK: Environment values libraries declare

fileprivate struct SafeAreaInsetsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
}
fileprivate struct IsPreviewKey: EnvironmentKey { static let defaultValue = false }
/// An action of the library's own under a name SwiftUI has on macOS only.
fileprivate struct OpenSettingsKey: EnvironmentKey {
    static let defaultValue: @MainActor @Sendable () -> Void = {}
}
extension EnvironmentValues {
    fileprivate var safeAreaInsets: EdgeInsets {
        get { self[SafeAreaInsetsKey.self] }
        set { self[SafeAreaInsetsKey.self] = newValue }
    }
    fileprivate var isPreview: Bool {
        get { self[IsPreviewKey.self] }
        set { self[IsPreviewKey.self] = newValue }
    }
    fileprivate var openSettings: @MainActor @Sendable () -> Void {
        get { self[OpenSettingsKey.self] }
        set { self[OpenSettingsKey.self] = newValue }
    }
}

// MARK: Views using them, as the libraries' own views and their users write them

fileprivate struct StylesScreen: View {
    @State private var agreed = false
    @State private var bright = false
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 6) {
            ProgressView(value: 0.5).progressViewStyle(.ring)
            Button("Card") { taps += 1 }.buttonStyle(.card)
            Button("One") {}.buttonStyle(.primary)
            Button("Two") {}.buttonStyle(.secondary)
            Button("Three") {}.buttonStyle(.neumorphic)
            Button("Four") {}.buttonStyle(.rounded)
            Button("Five") {}.buttonStyle(.capsule)
            Button("Six") {}.buttonStyle(.scaled(2))
            Button("Open") {}.buttonStyle(.link)
            Toggle("Agree", isOn: $agreed).toggleStyle(.checkbox)
            Toggle("Bright", isOn: $bright).toggleStyle(.neumorphic)
            Text("taps \(taps)")
        }
    }
}

fileprivate struct MembersScreen: View {
    @Environment(\.safeAreaInsets) private var insets
    @Environment(\.isPreview) private var isPreview
    @Environment(\.openSettings) private var openSettings
    @State private var name = ""
    @State private var echoed = ""
    @State private var width: CGFloat = 0

    var body: some View {
        VStack(spacing: 4) {
            Label { Text("Inbox") } icon: { Text("ICON") }.labelStyle(.vertical)
            GroupBox("Box") { Text("inside") }.groupBoxStyle(.card)
            Chip("a", style: .bordered)
            Chip("b", style: .plain)
            Chip("c", style: .automatic)
            Text("insets \(Int(insets.top)) \(Int(insets.bottom)) preview \(isPreview ? "yes" : "no")")
            Text("card").cardStyle()
            Text("conditional").if(true) { $0.foregroundColor(.brand) }
            Text("gone").hidden(true)
            TextField("", text: $name.onChange { echoed = $0 })
                .placeholder(when: name.isEmpty) { Text("Name") }
            Text("echo \(echoed)")
            Rectangle().fill(Color.danger, strokeBorder: Color.label, lineWidth: 2).frame(width: 20, height: 20)
                .cornerRadius(4, corners: [.top]).border(width: 1, edges: [.top], color: .background)
            Text("width \(Int(width))").readSize { width = $0.width }.font(.customTitle)
            Button("Settings") { openSettings() }.font(.brand(size: 12))
            Text("shimmer").shimmer().onFirstAppear {}.eraseToAnyView()
            Color.systemBackground.frame(width: 10, height: 10)
        }
    }
}

@MainActor private final class Counter { var count = 0 }

@preconcurrency @MainActor final class LibraryNamesTests: XCTestCase {
    func testALibrarysOwnStyleMembersAreTheOnesUsed() throws {
        let host = TestHost(StylesScreen(), size: CGSize(width: 320, height: 640))
        for text in ["ring 50%", "primary", "secondary", "neumorphic", "rounded", "capsule", "scaled 2.0",
                     "library link", "[ ] library", "neumorphic off", "taps 0"] {
            XCTAssertTrue(host.texts.contains(text), "\(text) in \(host.texts)")
        }
        // The card style's fill, #336699, behind its label; a tap on it runs the button's action.
        let card = try XCTUnwrap(host.frame(ofText: "Card"))
        XCTAssertEqual(host.color(at: CGPoint(x: card.minX - 6, y: card.midY)), RGBA(r: 0x33, g: 0x66, b: 0x99, a: 255))
        host.tap(onText: "Card")
        XCTAssertTrue(host.texts.contains("taps 1"), "\(host.texts)")
        // The library's checkbox style, not Atelier's macOS checkbox, draws and toggles the Toggle.
        host.tap(onText: "[ ] library")
        XCTAssertTrue(host.texts.contains("[x] library"), "\(host.texts)")
        host.tap(onText: "neumorphic off")
        XCTAssertTrue(host.texts.contains("neumorphic on"), "\(host.texts)")
    }

    func testALibrarysOwnMembersOnSwiftUITypesAreTheOnesUsed() throws {
        let settings = Counter()
        let host = TestHost(MembersScreen().environment(\.openSettings, { settings.count += 1 }),
                            size: CGSize(width: 320, height: 700))
        let texts = host.texts
        for text in ["ICON", "Inbox", "card box", "Box", "inside", "bordered a", "plain b", "bordered c",
                     "insets 47 34 preview no", "card", "conditional", "echo "] {
            XCTAssertTrue(texts.contains(text), "\(text) in \(texts)")
        }
        // The vertical label style puts the icon above the title.
        let title = try XCTUnwrap(host.frame(ofText: "Inbox"))
        let icon = try XCTUnwrap(host.frame(ofText: "ICON"))
        XCTAssertEqual(icon.maxY + 4, title.minY, accuracy: 0.5, "icon \(icon) 4 points above title \(title)")
        // `cardStyle()` fills behind the text with the library's colour.
        let card = try XCTUnwrap(host.frame(ofText: "card"))
        XCTAssertEqual(host.color(at: CGPoint(x: card.minX - 4, y: card.midY)), RGBA(r: 0x33, g: 0x66, b: 0x99, a: 255))
        // The library's Binding.onChange runs on every keystroke.
        host.tap(onText: "Name")
        host.type("Ada")
        XCTAssertTrue(host.texts.contains("echo Ada"), "\(host.texts)")
        // The library's openSettings action, not SwiftUI's macOS one, is what the environment hands out.
        host.tap(onText: "Settings")
        XCTAssertEqual(settings.count, 1)
        // readSize reported the text's width.
        XCTAssertFalse(host.texts.contains("width 0"), "\(host.texts)")
    }

    func testIfElseIfWithoutElseBuildsAsInSwiftUI() {
        // SwiftUI's ViewBuilder has buildIf and buildEither, no buildOptional: a chain without a final else
        // still builds, as programs write it.
        struct Chain: View {
            let n: Int
            var body: some View {
                if n == 0 { Text("zero") } else if n == 1 { Text("one") }
            }
        }
        XCTAssertEqual(TestHost(Chain(n: 1), size: CGSize(width: 100, height: 40)).texts, ["one"])
        XCTAssertEqual(TestHost(Chain(n: 2), size: CGSize(width: 100, height: 40)).texts, [])
    }
}
