import Foundation
@_spi(Backend) import AtelierCore

/// `Fuzz --self-test`: checks the fuzzer's own parts without depending on how Atelier lays out (the
/// checker on made-up frames, the shrinker on a made-up failure, the printer on a known tree), then says
/// which of issue 10's known cases still fail. Exits 1 only when the fuzzer itself is wrong.
@MainActor enum SelfTest {
    static func run(runner: TreeRunner) -> Int32 {
        var wrong = 0
        func expect(_ ok: Bool, _ what: String) {
            print((ok ? "ok    " : "WRONG ") + what)
            if !ok { wrong += 1 }
        }
        func frame(_ id: Int, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> IdentifiedFrame {
            let r = CGRect(x: x, y: y, width: w, height: h)
            return IdentifiedFrame(identifier: String(id), layoutFrame: r, renderedFrame: r)
        }
        let row = FuzzTree.stack(.hstack, spacing: nil, alignment: .center, children: [.color(.red), .color(.blue)])
        let checker = InvariantChecker(tree: row)
        expect(checker.check([frame(0, 0, 0, 20, 10), frame(1, 0, 0, 10, 10), frame(2, 10, 0, 10, 10)]).isEmpty,
               "children side by side inside their HStack pass")
        expect(checker.check([frame(0, 0, 0, 20, 10), frame(1, 0, 0, 12, 10), frame(2, 10, 0, 10, 10)]).map(\.kind) == [.stackOverlap],
               "children overlapping by 2 points are an overlap")
        expect(checker.check([frame(0, 0, 0, 20, 10), frame(1, 0, 0, 10.4, 10), frame(2, 10, 0, 10, 10)]).isEmpty,
               "an overlap within rounding (0.4 point) passes")
        expect(checker.check([frame(0, 0, 0, 20, 10), frame(1, 0, 0, 10, 12), frame(2, 10, 0, 10, 10)]).map(\.kind) == [.notContained],
               "a child taller than its HStack is not contained")
        expect(checker.check([frame(0, 0, 0, 20, 10), frame(1, .nan, 0, 10, 10), frame(2, 10, 0, 10, 10)]).map(\.kind) == [.nonFiniteFrame],
               "a NaN frame is reported")
        let framed = FuzzTree.modified(.color(.red), .frame(width: 10, height: 10, alignment: .center))
        let frameChecker = InvariantChecker(tree: framed)
        expect(frameChecker.check([frame(0, 0, 0, 10, 10), frame(1, -5, -5, 20, 20)]).isEmpty,
               "content larger than its frame overflows it, as in SwiftUI")
        expect(frameChecker.check([frame(0, 0, 0, 10, 10), frame(1, 6, 0, 5, 10)]).map(\.kind) == [.misplaced],
               "content that fits its frame but sticks out is misplaced")

        let big = FuzzCase(tree: .stack(.vstack, spacing: 3, alignment: .leading, children: [
            .modified(.text("Hello"), .padding(7)),
            .stack(.zstack, spacing: nil, alignment: .top, children: [.color(.red), .spacer(minLength: 3)]),
        ]), width: 100, height: 80, inputs: [.tap(x: 1, y: 2)])
        let shrunk = Shrinker(reproduces: { c in c.tree.swiftLines().contains { $0.contains("Spacer") } }).shrink(big)
        expect(shrunk.tree == .spacer(minLength: nil) && shrunk.inputs.isEmpty,
               "the shrinker reduces a tree failing on any Spacer to Spacer() (got \(shrunk.tree.swiftLines().joined(separator: " ")))")

        let printed = FuzzTree.modified(.stack(.hstack, spacing: 10000, alignment: .center,
                                               children: [.color(.blue), .spacer(minLength: 3)]),
                                        .frame(width: .nan, height: nil, alignment: .leading)).swiftLines()
        expect(printed == ["HStack(spacing: 10000) {", "    Color.blue", "    Spacer(minLength: 3)", "}",
                           "    .frame(width: .nan, alignment: .leading)"],
               "a tree prints as SwiftUI source")

        let interactive = FuzzCase(tree: .stack(.vstack, spacing: nil, alignment: .center, children: [
            .navigation(tag: 1, root: .textField(tag: 2, style: .vertical), destination: .list(tag: 3, rows: 2)),
            .presenter(tag: 4, kind: .sheet, content: .text("Hi"), presented: .textField(tag: 5, style: .editor)),
        ]), width: 300, height: 400, inputs: [.tapLabel("Link 1"), .type("é\n"), .paste(unit: "ab", count: 3)])
        let program = interactive.swiftProgram(title: "sample")
        expect(["struct FuzzNavigation<", "struct FuzzTextField:", "struct FuzzList:", "struct FuzzSheet<", "struct FuzzDismissButton:",
                "struct FuzzTextEditor:", "FuzzNavigation(tag: 1) {", "} destination: {", "    FuzzList(tag: 3, rows: 2)",
                "} sheet: {", "FuzzTextField(tag: 2, axis: .vertical)",
                "// Input: tap on \"Link 1\"; type \"é\\n\"; paste String(repeating: \"ab\", count: 3)"].allSatisfy(program.contains)
               && !program.contains("struct FuzzAlert") && !program.contains("struct FuzzCounter"),
               "a tree of interactive views prints with the definitions of the helpers it uses, and only those")
        expect(interactive.tree.labels.contains("Item 3.1") && interactive.tree.fieldTags == [2, 5],
               "input finds the titles and the text inputs of the interactive views")

        print("\nIssue 10's known cases, as this build of Atelier runs them:")
        let known: [(String, FuzzCase, FuzzFailure.Kind)] = [
            ("ZStack smaller than its aspectRatio(fill) child",
             FuzzCase(tree: .modified(.stack(.zstack, spacing: nil, alignment: .leading, children: [
                .modified(.color(.red), .aspectRatio(1, fill: true)),
                .modified(.color(.blue), .frame(width: 10, height: 60, alignment: .center))]),
                .frame(width: 56, height: 40, alignment: .center)), width: 200, height: 200, inputs: []), .notContained),
            ("HStack(spacing: 10000) children overlapping at 0x0",
             FuzzCase(tree: .stack(.hstack, spacing: 10000, alignment: .center, children: [.color(.blue), .spacer(minLength: 3)]),
                      width: 0, height: 0, inputs: []), .stackOverlap),
            ("scaleEffect(.infinity) giving a NaN frame",
             FuzzCase(tree: .modified(.text("Hello"), .scaleEffect(.infinity)), width: 100, height: 100, inputs: []), .nonFiniteFrame),
        ]
        for (name, c, kind) in known {
            let failures = runner.run(c).failures
            print((failures.contains { $0.kind == kind } ? "fails " : "fixed ") + name
                  + (failures.isEmpty ? "" : ": " + failures.map { "\($0.kind.rawValue) \($0.detail)" }.joined(separator: "; ")))
        }
        return wrong == 0 ? 0 : 1
    }
}
