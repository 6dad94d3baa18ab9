import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// A tree of named items: nil children make a leaf, an empty array a group with nothing in it.
private struct Item: Identifiable, Hashable {
    let name: String
    var children: [Item]? = nil
    var id: String { name }
}

private let tree = [
    Item(name: "Fruit", children: [Item(name: "Apple"), Item(name: "Citrus", children: [Item(name: "Lemon")])]),
    Item(name: "Bread"),
]

@preconcurrency @MainActor final class OutlineGroupTests: XCTestCase {
    func testOutsideAListTheTreeIsNestedDisclosureGroups() {
        let host = TestHost(VStack(alignment: .leading) {
            OutlineGroup(tree, children: \.children) { Text($0.name) }
            Spacer()
        }, size: CGSize(width: 300, height: 300))
        XCTAssertEqual(host.texts, ["Fruit", "Bread"], "each top-level element in the stack, collapsed")
        host.tap(onText: "Fruit")
        host.advance(by: 0.5)
        XCTAssertEqual(host.texts, ["Fruit", "Apple", "Citrus", "Bread"])
        XCTAssertEqual(host.frame(ofText: "Apple")!.minX - host.frame(ofText: "Fruit")!.minX, 20, accuracy: 0.5,
                       "children indented 20 points")
        host.tap(onText: "Citrus")
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(ofText: "Lemon")!.minX, 40, accuracy: 0.5)
        // Only elements with children have a chevron: one per group in the tint, none on the leaves.
        let appleRow = host.frame(ofText: "Apple")!
        XCTAssertNil(TestHost(Text("Apple").frame(maxWidth: .infinity, alignment: .leading), size: CGSize(width: 300, height: appleRow.height))
            .box(of: Palette.blue, tolerance: 60))
    }

    func testASingleRootAndAnIDKeyPath() {
        let host = TestHost(VStack(alignment: .leading) {
            OutlineGroup(tree[0], id: \.name, children: \.children) { Text($0.name) }
            Spacer()
        }, size: CGSize(width: 300, height: 300))
        XCTAssertEqual(host.texts, ["Fruit"])
        host.tap(onText: "Fruit")
        host.advance(by: 0.5)
        XCTAssertEqual(host.texts, ["Fruit", "Apple", "Citrus"])
    }

    func testAListWithChildrenShowsIndentedRows() {
        let host = TestHost(List(tree, children: \.children) { Text($0.name) }, size: CGSize(width: 390, height: 500))
        XCTAssertEqual(host.texts, ["Fruit", "Bread"])
        let fruit = host.frame(ofText: "Fruit")!, bread = host.frame(ofText: "Bread")!
        XCTAssertEqual(bread.midY - fruit.midY, 44, accuracy: 1, "one 44-point row each")
        // The chevron at the trailing edge of the Fruit row, none on the Bread row.
        let chevron = try! XCTUnwrap(host.box(of: Palette.blue, tolerance: 60))
        XCTAssertEqual(chevron.midY, fruit.midY, accuracy: 2)
        XCTAssertGreaterThan(chevron.minX, 300)
        host.tap(onText: "Fruit")
        host.advance(by: 0.5)
        XCTAssertEqual(host.texts, ["Fruit", "Apple", "Citrus", "Bread"])
        let apple = host.frame(ofText: "Apple")!, citrus = host.frame(ofText: "Citrus")!
        XCTAssertEqual(apple.minX - fruit.minX, 20, accuracy: 0.5, "children indented 20 points")
        XCTAssertEqual(apple.midY - fruit.midY, 44, accuracy: 1, "each child a row of its own")
        XCTAssertEqual(citrus.midY - apple.midY, 44, accuracy: 1)
        XCTAssertEqual(host.frame(ofText: "Bread")!.midY - citrus.midY, 44, accuracy: 1)
        // A hairline separates the parent row from its first child, from the child's leading edge.
        let y = (fruit.midY + apple.midY) / 2
        var line: CGFloat?
        for dy in stride(from: -4.0, through: 4.0, by: 1) where host.color(at: CGPoint(x: apple.minX + 30, y: y + dy)).r < 240 {
            line = y + dy
        }
        XCTAssertNotNil(line, "a separator between the rows")
        if let line {
            XCTAssertGreaterThan(host.color(at: CGPoint(x: apple.minX - 4, y: line)).r, 250, "starting at the child's indentation")
        }
    }

    func testListChildrenWithAnIDKeyPathAndSelection() {
        var selection: Set<String> = []
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let host = TestHost(List(tree, id: \.name, children: \.children, selection: binding) { Text($0.name) },
                            size: CGSize(width: 390, height: 500))
        XCTAssertEqual(host.texts, ["Fruit", "Bread"])
        host.tap(onText: "Fruit")
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("Citrus"))
    }
}
