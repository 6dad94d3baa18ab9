import XCTest
import Atelier
import GalleryKit
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierTesting

// Dragging a view onto a drop target inside a window, and dropping files and text from the desktop.

private struct Card: Codable, Equatable, Transferable {
    var name: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .card)
    }
}

private extension UTType {
    static let card = UTType(exportedAs: "com.example.card")
}

@preconcurrency @MainActor final class DragAndDropTests: XCTestCase {
    private final class Board: ObservableObject {
        @Published var dropped: [String] = []
        @Published var cards: [Card] = []
        @Published var targeted = false
        @Published var showsSource = true
    }

    private static let green = Color(.sRGB, red: 0, green: 0.8, blue: 0, opacity: 1)

    private struct Screen: View {
        @ObservedObject var board: Board
        var body: some View {
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    if board.showsSource {
                        Text("Apple").frame(width: 100, height: 60).background(DragAndDropTests.green)
                            .draggable("Apple")
                    } else {
                        Color.clear.frame(width: 100, height: 60)
                    }
                    Text("Card").frame(width: 100, height: 60).background(Color.gray)
                        .draggable(Card(name: "Queen"))
                }
                .frame(height: 100)
                Text(board.targeted ? "targeted" : "idle")
                    .frame(width: 300, height: 200)
                    .background(Color(.sRGB, red: 0.9, green: 0.9, blue: 0.9, opacity: 1))
                    .dropDestination(for: String.self) { items, _ in
                        board.dropped += items
                        return true
                    } isTargeted: { board.targeted = $0 }
                Color(.sRGB, red: 0.5, green: 0.5, blue: 1, opacity: 1)
                    .frame(width: 300, height: 100)
                    .dropDestination(for: Card.self) { items, _ in
                        board.cards += items
                        return true
                    }
            }
            .frame(width: 300, height: 400, alignment: .top)
        }
    }

    private func host(_ board: Board) -> TestHost { TestHost(Screen(board: board), size: CGSize(width: 300, height: 400)) }
    // The source "Apple" at (0...100, 20...80), the card at (100...200, 20...80); the string target below, from
    // y 100 to 300; the card target from 300 to 400.
    private let apple = CGPoint(x: 50, y: 50), card = CGPoint(x: 150, y: 50)
    private let stringTarget = CGPoint(x: 150, y: 200), cardTarget = CGPoint(x: 150, y: 350)

    func testAViewDraggedOntoATargetDropsItsValue() throws {
        let board = Board()
        let h = host(board)
        h.dragWithoutDropping(from: apple, to: stringTarget)
        XCTAssertTrue(h.isDragging)
        XCTAssertTrue(board.targeted, "the target shows a drag it takes is over it")
        XCTAssertTrue(h.texts.contains("targeted"))
        // The preview, the view's own drawing, follows the pointer (green at 80% over the light grey).
        let under = h.color(at: CGPoint(x: stringTarget.x, y: stringTarget.y))
        XCTAssertGreaterThan(Int(under.g), Int(under.r) + 60, "the preview is drawn under the pointer: \(under)")
        h.pointerUp()
        h.advance(by: 0.1)
        XCTAssertEqual(board.dropped, ["Apple"])
        XCTAssertFalse(board.targeted)
        XCTAssertFalse(h.isDragging)
        let after = h.color(at: CGPoint(x: stringTarget.x, y: stringTarget.y))
        XCTAssertEqual(after, RGBA(r: 230, g: 230, b: 230, a: 255), "the preview is gone")
    }

    func testATargetIgnoresDragsOfOtherTypes() throws {
        let board = Board()
        let h = host(board)
        h.dragWithoutDropping(from: card, to: stringTarget)
        XCTAssertFalse(board.targeted, "a card is not text")
        h.pointerUp()
        h.advance(by: 0.1)
        XCTAssertEqual(board.dropped, [])
        h.drag(from: card, to: cardTarget)
        XCTAssertEqual(board.cards, [Card(name: "Queen")], "a program's own type reaches its own target")
    }

    func testEscapeCancelsADrag() throws {
        let board = Board()
        let h = host(board)
        h.dragWithoutDropping(from: apple, to: stringTarget)
        XCTAssertTrue(h.keyDown(.escape))
        XCTAssertFalse(h.isDragging)
        XCTAssertFalse(board.targeted)
        h.pointerMove(to: CGPoint(x: stringTarget.x + 5, y: stringTarget.y))
        h.advance(by: 0.1)
        XCTAssertFalse(h.isDragging, "the cancelled drag does not start again while the pointer stays down")
        h.pointerUp()
        h.advance(by: 0.1)
        XCTAssertEqual(board.dropped, [])
    }

    func testASourceThatGoesAwayMidDragStillDrops() throws {
        let board = Board()
        let h = host(board)
        h.dragWithoutDropping(from: apple, to: stringTarget)
        board.showsSource = false
        h.advance(by: 0.1)
        h.pointerMove(to: CGPoint(x: stringTarget.x, y: stringTarget.y + 10))
        h.advance(by: 0.1)
        h.pointerUp()
        h.advance(by: 0.1)
        XCTAssertEqual(board.dropped, ["Apple"])
        XCTAssertFalse(h.isDragging)
    }

    private final class Desk: ObservableObject {
        @Published var files: [URL] = []
        @Published var texts: [String] = []
        @Published var providers: [String] = []
    }

    private struct DeskScreen: View {
        @ObservedObject var desk: Desk
        var body: some View {
            VStack(spacing: 0) {
                Color.gray.frame(height: 100).dropDestination(for: URL.self) { urls, _ in desk.files += urls; return true }
                Color.white.frame(height: 100).dropDestination(for: String.self) { texts, _ in desk.texts += texts; return true }
                Color.black.frame(height: 100).onDrop(of: [.plainText], isTargeted: nil) { providers in
                    for provider in providers {
                        provider.loadObject(ofClass: String.self) { text, _ in
                            DispatchQueue.main.async { desk.providers.append(text ?? "?") }
                        }
                    }
                    return true
                }
            }
        }
    }

    func testFilesAndTextFromTheDesktopReachTheTargetUnderThePointer() throws {
        let desk = Desk()
        let h = TestHost(DeskScreen(desk: desk), size: CGSize(width: 200, height: 300))
        let file = URL(fileURLWithPath: "/tmp/photo.png")
        XCTAssertTrue(h.dropFiles([file], at: CGPoint(x: 100, y: 50)))
        XCTAssertEqual(desk.files, [file])
        XCTAssertTrue(h.dropText("hello", at: CGPoint(x: 100, y: 150)))
        XCTAssertEqual(desk.texts, ["hello"])
        XCTAssertTrue(h.dropText("via provider", at: CGPoint(x: 100, y: 250)))
        h.advance(by: 0.1)
        XCTAssertEqual(desk.providers, ["via provider"])
        XCTAssertFalse(h.dropFiles([file], at: CGPoint(x: 100, y: 250)), "a text target does not take a PNG")
    }

    func testTenThousandFilesAndAHundredMegabytesOfText() throws {
        let desk = Desk()
        let h = TestHost(DeskScreen(desk: desk), size: CGSize(width: 200, height: 300))
        let files = (0..<10_000).map { URL(fileURLWithPath: "/tmp/file-\($0).txt") }
        XCTAssertTrue(h.dropFiles(files, at: CGPoint(x: 100, y: 50)))
        XCTAssertEqual(desk.files.count, 10_000)
        XCTAssertEqual(desk.files.last, files.last)
        let big = String(repeating: "abcdefghij", count: 10_000_000)
        XCTAssertTrue(h.dropText(big, at: CGPoint(x: 100, y: 150)))
        XCTAssertEqual(desk.texts.first?.utf8.count, 100_000_000)
    }
}

/// The gallery's desktop screen: a card dragged from one column to the other moves there, and the column
/// shows it is targeted while the card is over it.
@preconcurrency @MainActor final class DesktopScreenDragTests: XCTestCase {
    func testACardMovesBetweenTheBoardsColumns() throws {
        let screen = try XCTUnwrap(GalleryScreens.all.first { $0.name == "desktop" })
        let h = TestHost(screen.view, size: screen.size)
        let card = try XCTUnwrap(h.frame(ofText: "Book the train"))
        let done = try XCTUnwrap(h.frame(ofText: "Pay the rent"))
        let target = CGPoint(x: done.midX, y: done.maxY + 60)
        h.dragWithoutDropping(from: CGPoint(x: card.midX, y: card.midY), to: target)
        XCTAssertTrue(h.isDragging)
        h.pointerUp()
        h.advance(by: 0.2)
        let moved = try XCTUnwrap(h.frame(ofText: "Book the train"))
        XCTAssertEqual(moved.minX, done.minX, accuracy: 1, "the card is in the Done column now")
        XCTAssertGreaterThan(moved.minY, done.maxY, "below the card that was there")
        XCTAssertEqual(h.frames(ofText: "Book the train").count, 1)
    }
}
