import XCTest
import Atelier
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierTesting

// The semantics phase: every control is one element a screen reader can name and operate, built again only
// where the tree changed.

private final class Model: ObservableObject {
    @Published var taps = 0
    @Published var isOn = false
    @Published var volume = 0.5
    @Published var count = 3
    @Published var name = "Ada"
    @Published var secret = "hunter2"
}

private struct Controls: View {
    @ObservedObject var model: Model
    var body: some View {
        VStack(spacing: 8) {
            Text("Settings").accessibilityHeading(.h1)
            Button("Save") { model.taps += 1 }
            Toggle("Wi-Fi", isOn: $model.isOn)
            Slider(value: $model.volume, in: 0...1, step: 0.1) { Text("Volume") }
            Stepper("Count \(model.count)", value: $model.count, in: 0...10)
            TextField("Name", text: $model.name)
            SecureField("Password", text: $model.secret)
            ProgressView(value: 0.25)
            Gauge(value: 0.65) { Text("Storage") } currentValueLabel: { Text("65%") }
            Image(systemName: "star.fill")
            Image(decorative: "background")
            Rectangle().frame(width: 10, height: 10)
        }
    }
}

@preconcurrency @MainActor final class SemanticsTests: XCTestCase {
    private func host(_ model: Model) -> TestHost { TestHost(Controls(model: model), size: CGSize(width: 390, height: 844)) }

    func testEachControlIsOneElementWithItsRoleLabelAndState() throws {
        let h = host(Model())
        let elements = h.accessibilityTree.children
        XCTAssertEqual(elements.map(\.role), [.heading, .button, .toggle, .slider, .stepper, .textField,
                                              .secureTextField, .progressIndicator, .progressIndicator, .image],
                       "shapes and decorative images are not elements")
        XCTAssertEqual(elements.map(\.label), ["Settings", "Save", "Wi-Fi", "Volume", "Count 3", "Name", "Password", "",
                                               "Storage", "star.fill"])
        XCTAssertEqual(elements[0].headingLevel, 1)
        XCTAssertTrue(elements[1].actions.contains(.activate))
        XCTAssertTrue(elements[2].states.contains(.checkable))
        XCTAssertFalse(elements[2].states.contains(.checked))
        let slider = elements[3]
        XCTAssertEqual(slider.valueRange, AccessibilityValueRange(minimum: 0, maximum: 1, step: 0.1, current: 0.5))
        XCTAssertEqual(slider.value, "50%")
        XCTAssertEqual(Set(slider.actions), [.increment, .decrement])
        XCTAssertEqual(elements[5].value, "Ada")
        XCTAssertEqual(elements[5].text?.text, "Ada")
        XCTAssertEqual(elements[6].value, "•••••••", "a secure field shows bullets, never its text")
        XCTAssertFalse(h.accessibilityElements.contains { $0.value?.contains("hunter2") == true || $0.label.contains("hunter2") })
        XCTAssertEqual(elements[7].value, "25%")
        XCTAssertEqual(elements[8].value, "65%", "a gauge reads its level")
        XCTAssertEqual(elements[8].valueRange?.current ?? 0, 0.65, accuracy: 1e-9)
        // Frames in the window match the views.
        let button = try XCTUnwrap(h.accessibilityElement(labeled: "Save"))
        XCTAssertGreaterThan(button.frame.width, 20)
        XCTAssertGreaterThan(button.frame.height, 10)
        XCTAssertTrue(h.accessibilityTree.frame.contains(button.frame))
    }

    func testAScreenReaderOperatesTheControls() throws {
        let model = Model()
        let h = host(model)
        XCTAssertTrue(h.performAccessibilityAction(on: try XCTUnwrap(h.accessibilityElement(labeled: "Save"))))
        XCTAssertEqual(model.taps, 1)
        let wifi = try XCTUnwrap(h.accessibilityElement(labeled: "Wi-Fi"))
        XCTAssertTrue(h.performAccessibilityAction(on: wifi))
        XCTAssertTrue(model.isOn)
        XCTAssertEqual(h.accessibilityElement(labeled: "Wi-Fi")?.id, wifi.id, "an element keeps its identity as it changes")
        XCTAssertTrue(try XCTUnwrap(h.accessibilityElement(labeled: "Wi-Fi")).states.contains(.checked),
                      "the tree shows the new state")
        let slider = try XCTUnwrap(h.accessibilityElement(labeled: "Volume"))
        XCTAssertTrue(h.performAccessibilityAction(.increment, on: slider))
        XCTAssertEqual(model.volume, 0.6, accuracy: 1e-9)
        XCTAssertTrue(h.setAccessibilityValue(0.93, on: slider))
        XCTAssertEqual(model.volume, 0.9, accuracy: 1e-9, "snapped to the step")
        XCTAssertEqual(h.accessibilityElement(labeled: "Volume")?.value, "90%")
        XCTAssertTrue(h.performAccessibilityAction(.decrement, on: try XCTUnwrap(h.accessibilityElement(labeled: "Count 3"))))
        XCTAssertEqual(model.count, 2)
        XCTAssertNotNil(h.accessibilityElement(labeled: "Count 2"))
        XCTAssertTrue(h.setAccessibilityText("Grace", on: try XCTUnwrap(h.accessibilityElement(labeled: "Name"))))
        XCTAssertEqual(model.name, "Grace")
        XCTAssertEqual(h.accessibilityElement(labeled: "Name")?.value, "Grace")
        XCTAssertFalse(h.performAccessibilityAction(.increment, on: try XCTUnwrap(h.accessibilityElement(labeled: "Save"))),
                       "a button does not adjust")
    }

    func testADisabledControlIsExposedButDoesNothing() throws {
        var taps = 0
        let h = TestHost(Button("Send") { taps += 1 }.disabled(true), size: CGSize(width: 200, height: 100))
        let send = try XCTUnwrap(h.accessibilityElement(labeled: "Send"))
        XCTAssertTrue(send.states.contains(.disabled))
        XCTAssertFalse(h.performAccessibilityAction(on: send))
        XCTAssertEqual(taps, 0)
    }

    func testAToggleChangeBuildsOnlyThePathToTheRoot() throws {
        let model = Model()
        let rows = VStack { ForEach(0..<200, id: \.self) { i in Text("Row \(i)") }; Controls(model: model) }
        let h = TestHost(ScrollView { rows }, size: CGSize(width: 390, height: 844))
        XCTAssertEqual(h.accessibilityElements.filter { $0.label.hasPrefix("Row") }.count, 200)
        let full = h.accessibilityNodesBuiltInLastPass
        model.isOn = true
        XCTAssertTrue(try XCTUnwrap(h.accessibilityElement(labeled: "Wi-Fi")).states.contains(.checked))
        let partial = h.accessibilityNodesBuiltInLastPass
        XCTAssertGreaterThan(full, 200, "the first build makes an element of each of the 200 rows")
        XCTAssertLessThan(partial, 60, "built again: the toggle's subtree and its ancestors, not the 200 rows")
        _ = h.accessibilityTree
        XCTAssertEqual(h.accessibilityNodesBuiltInLastPass, 0, "nothing changed, nothing built")
    }
}

@preconcurrency @MainActor final class PresentationSemanticsTests: XCTestCase {
    private struct Screen: View {
        @State var showsSheet = false
        @State var showsAlert = false
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Details") { showsSheet = true }
                    Button("Delete") { showsAlert = true }
                }
                .navigationTitle("Inbox")
                .sheet(isPresented: $showsSheet) { Text("Sheet body") }
                .alert("Delete the message?", isPresented: $showsAlert) { Button("Delete", role: .destructive) {} }
            }
        }
    }

    func testANavigationTitleIsAHeadingAndAPresentationHidesWhatIsBehindIt() throws {
        let h = TestHost(Screen(), size: CGSize(width: 390, height: 844))
        let title = try XCTUnwrap(h.accessibilityElement(labeled: "Inbox"))
        XCTAssertEqual(title.role, .heading)
        XCTAssertEqual(title.headingLevel, 1)
        XCTAssertTrue(h.performAccessibilityAction(on: try XCTUnwrap(h.accessibilityElement(labeled: "Details"))))
        let top = h.accessibilityTree.children
        XCTAssertEqual(top.count, 1, "only the sheet: what is behind it is hidden")
        XCTAssertEqual(top.first?.role, .dialog)
        XCTAssertTrue(top.first?.states.contains(.modal) == true)
        XCTAssertEqual(top.first?.children.map(\.label), ["Sheet body"])
        XCTAssertNil(h.accessibilityElement(labeled: "Inbox"))
        // Escape dismisses it, as a screen reader's gesture does.
        XCTAssertTrue(h.performAccessibilityAction(.escape, on: try XCTUnwrap(top.first)))
        h.advance(by: 1)
        XCTAssertNotNil(h.accessibilityElement(labeled: "Inbox"))
        XCTAssertTrue(h.performAccessibilityAction(on: try XCTUnwrap(h.accessibilityElement(labeled: "Delete"))))
        let alert = try XCTUnwrap(h.accessibilityTree.children.last)
        XCTAssertEqual(alert.role, .alert)
        XCTAssertEqual(alert.label, "Delete the message?")
        XCTAssertEqual(h.accessibilityTree.children.count, 1)
    }
}

@preconcurrency @MainActor final class CollectionSemanticsTests: XCTestCase {
    private struct Screen: View {
        @State var flavour = 0
        @State var tab = 0
        var body: some View {
            TabView(selection: $tab) {
                VStack {
                    Picker("Flavour", selection: $flavour) {
                        Text("Vanilla").tag(0)
                        Text("Mint").tag(1)
                    }
                    .pickerStyle(.segmented)
                    Link("Help", destination: URL(string: "https://example.com")!)
                    List {
                        Text("Alpha")
                        Text("Beta")
                        Text("Gamma")
                    }
                }
                .tabItem { Label("Home", systemImage: "house") }
                .tag(0)
                Text("Settings page").tabItem { Label("Settings", systemImage: "gear") }.tag(1)
            }
        }
    }

    func testListsTabsAndSegmentsExposeTheirItemsWithTheirPlace() throws {
        let h = TestHost(Screen(), size: CGSize(width: 390, height: 844))
        let all = h.accessibilityElements
        let list = try XCTUnwrap(all.first { $0.role == .list })
        let rows = list.flattened.filter { $0.role == .listItem }
        XCTAssertEqual(rows.map(\.position), [AccessibilityPosition(index: 1, count: 3), AccessibilityPosition(index: 2, count: 3),
                                              AccessibilityPosition(index: 3, count: 3)])
        XCTAssertEqual(rows.map { $0.children.map(\.label) }, [["Alpha"], ["Beta"], ["Gamma"]])
        XCTAssertEqual(h.accessibilityElement(labeled: "Help")?.role, .link)
        let segments = all.filter { $0.role == .radioButton }
        XCTAssertEqual(segments.map(\.label), ["Vanilla", "Mint"])
        XCTAssertEqual(segments.map { $0.states.contains(.selected) }, [true, false])
        XCTAssertTrue(h.performAccessibilityAction(on: segments[1]))
        XCTAssertEqual(h.accessibilityElements.filter { $0.role == .radioButton }.map { $0.states.contains(.selected) }, [false, true])
        let tabs = all.filter { $0.role == .tab }
        XCTAssertEqual(tabs.map(\.label), ["Home", "Settings"])
        XCTAssertEqual(tabs.map(\.position?.count), [2, 2])
        XCTAssertTrue(all.contains { $0.role == .tabList })
        XCTAssertTrue(h.performAccessibilityAction(on: tabs[1]))
        XCTAssertNotNil(h.accessibilityElement(labeled: "Settings page"), "the selected tab's page is read")
        XCTAssertNil(h.accessibilityElement(labeled: "Alpha"), "an unselected tab's page is not")
    }
}

@preconcurrency @MainActor final class MenuSemanticsTests: XCTestCase {
    private struct Screen: View {
        @State var expanded = false
        @State var sort = 0
        @State var picks = 0
        var body: some View {
            VStack {
                DisclosureGroup("Advanced", isExpanded: $expanded) { Text("Hidden option") }
                Menu("Sort") {
                    Button("By name") { picks += 1 }
                    Button("By date") {}
                }
                Picker("Size", selection: $sort) {
                    Text("Small").tag(0)
                    Text("Large").tag(1)
                }
                .pickerStyle(.menu)
                Text("picked \(picks)")
            }
        }
    }

    func testDisclosureGroupsMenusAndMenuPickersExpand() throws {
        let h = TestHost(Screen(), size: CGSize(width: 390, height: 844))
        let advanced = try XCTUnwrap(h.accessibilityElement(labeled: "Advanced"))
        XCTAssertEqual(advanced.role, .disclosure)
        XCTAssertEqual(advanced.states.intersection([.expandable, .expanded]), .expandable)
        XCTAssertNil(h.accessibilityElement(labeled: "Hidden option"))
        XCTAssertTrue(h.performAccessibilityAction(on: advanced))
        h.advance(by: 1)
        XCTAssertTrue(try XCTUnwrap(h.accessibilityElement(labeled: "Advanced")).states.contains(.expanded))
        XCTAssertNotNil(h.accessibilityElement(labeled: "Hidden option"))

        let sort = try XCTUnwrap(h.accessibilityElement(labeled: "Sort"))
        XCTAssertEqual(sort.role, .popUpButton)
        XCTAssertTrue(h.performAccessibilityAction(on: sort))
        h.advance(by: 1)
        let items = h.accessibilityElements.filter { $0.role == .menuItem }
        XCTAssertEqual(items.map(\.label), ["By name", "By date"])
        XCTAssertTrue(h.accessibilityElements.contains { $0.role == .menu })
        XCTAssertTrue(try XCTUnwrap(h.accessibilityElement(labeled: "Sort")).states.contains(.expanded))
        XCTAssertTrue(h.performAccessibilityAction(on: items[0]))
        h.advance(by: 1)
        XCTAssertNotNil(h.accessibilityElement(labeled: "picked 1"))

        let size = try XCTUnwrap(h.accessibilityElements.first { $0.role == .popUpButton && $0.label.contains("Small") })
        XCTAssertFalse(size.label.contains("chevron"), size.label)
    }
}
