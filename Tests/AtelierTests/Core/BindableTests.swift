import XCTest
import Observation
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// Apple's Book, from the Bindable documentation.
@Observable private final class Book: Identifiable {
    var title: String
    var isAvailable = true
    init(title: String) { self.title = title }
}

/// Apple's BookEditView: `@Bindable var book` in a view, its properties bound into a TextField and a Toggle.
private struct BookEditView: View {
    @Bindable var book: Book
    var body: some View {
        VStack(spacing: 0) {
            Text("\(book.title) \(book.isAvailable ? "in" : "out")").frame(height: 30)
            TextField("Title", text: $book.title).frame(height: 44)
            Toggle("Book is available", isOn: $book.isAvailable).frame(height: 44)
        }
        .padding(.horizontal, 20)
    }
}

/// Apple's LibraryView: a `@Bindable` local in a body, one per row.
private struct LibraryView: View {
    @State var books = [Book(title: "Emma"), Book(title: "Ulysses")]
    var body: some View {
        VStack(spacing: 0) {
            Text(books.map(\.title).joined(separator: ",")).frame(height: 30)
            List(books) { book in
                @Bindable var book = book
                TextField("Title", text: $book.title)
            }
        }
    }
}

/// A book from the environment, bound with `Bindable(book)` inline.
private struct TitleEditView: View {
    @Environment(Book.self) private var book
    var body: some View {
        TextField("Title", text: Bindable(book).title).padding(.horizontal, 20)
    }
}

@preconcurrency @MainActor final class BindableTests: XCTestCase {
    func testTypingIntoAFieldBoundToAnObservablePropertyChangesTheObjectAndTheViewsReadingIt() throws {
        let book = Book(title: "Dune")
        let host = TestHost(BookEditView(book: book), size: CGSize(width: 390, height: 200))
        XCTAssertTrue(host.texts.contains("Dune in"), "\(host.texts)")
        let field = try XCTUnwrap(host.frames(ofText: "Dune").first)
        host.tap(at: CGPoint(x: field.maxX - 2, y: field.midY))
        host.type(" Messiah")
        XCTAssertEqual(book.title, "Dune Messiah")
        XCTAssertTrue(host.texts.contains("Dune Messiah in"), "the text reading the property is updated: \(host.texts)")
        // The toggle's switch at the trailing edge writes the other property.
        let toggle = try XCTUnwrap(host.frame(ofText: "Book is available"))
        host.tap(at: CGPoint(x: 390 - 20 - 25, y: toggle.midY))
        host.advance(by: 0.5)
        XCTAssertFalse(book.isAvailable)
        XCTAssertTrue(host.texts.contains("Dune Messiah out"), "\(host.texts)")
    }

    func testAChangeMadeElsewhereShowsInTheBoundField() throws {
        let book = Book(title: "Dune")
        let host = TestHost(BookEditView(book: book), size: CGSize(width: 390, height: 200))
        book.title = "Hyperion"
        host.advance(by: 0.1)
        XCTAssertTrue(host.texts.contains("Hyperion in"), "\(host.texts)")
        XCTAssertEqual(host.frames(ofText: "Hyperion").count, 1, "the field shows the new title: \(host.texts)")
    }

    func testABindableLocalInAListRowEditsItsBook() throws {
        let host = TestHost(LibraryView(), size: CGSize(width: 390, height: 400))
        XCTAssertTrue(host.texts.contains("Emma,Ulysses"), "\(host.texts)")
        let ulysses = try XCTUnwrap(host.frames(ofText: "Ulysses").last)
        host.tap(at: CGPoint(x: ulysses.maxX - 2, y: ulysses.midY))
        host.type("!")
        XCTAssertTrue(host.texts.contains("Emma,Ulysses!"), "\(host.texts)")
    }

    func testBindableInlineOnAnEnvironmentObject() throws {
        let book = Book(title: "Emma")
        let host = TestHost(TitleEditView().environment(book), size: CGSize(width: 390, height: 100))
        let field = try XCTUnwrap(host.frame(ofText: "Emma"))
        host.tap(at: CGPoint(x: field.maxX - 2, y: field.midY))
        host.type("!")
        XCTAssertEqual(book.title, "Emma!")
    }

    func testBindableIsIdentifiedByItsObjectAndProjectsItself() {
        let book = Book(title: "Emma")
        @Bindable var bound = book
        XCTAssertEqual(bound.id, book.id)
        XCTAssertEqual(Bindable(book).id, book.id)
        XCTAssertTrue($bound.wrappedValue === book, "the projected value is the Bindable itself")
        let title = $bound.title
        title.wrappedValue = "Persuasion"
        XCTAssertEqual(book.title, "Persuasion")
        XCTAssertTrue(ViewEquality.equal(Bindable(book).title, Bindable(book).title),
                      "two bindings to the same property of the same object are the same binding")
        XCTAssertFalse(ViewEquality.equal(Bindable(book).title, Bindable(Book(title: "Emma")).title))
    }
}
