import Testing

@testable import compare

/// `make show`: the tour of one style's app, printed screen by screen.
@Suite("ShowCommand")
@MainActor
struct ShowCommandTests {
    /// The tour's output with the style's name taken out of the captions.
    private func tour(_ style: String) -> (status: Int32, lines: [String], errors: [String]) {
        var lines: [String] = []
        var errors: [String] = []
        let status = ShowCommand.run(
            styleNamed: style, print: { lines.append($0.replacingOccurrences(of: " (\(style))\n", with: "\n")) },
            printError: { errors.append($0) })
        return (status, lines, errors)
    }

    @Test("the tour prints each stop's caption and the screen it left, the done task struck through")
    func printsEachScreen() {
        let (status, lines, errors) = tour("MVC")

        #expect(status == 0)
        #expect(errors == [])
        #expect(lines.count == ShowCommand.tour.count)
        #expect(lines[2].hasPrefix("==> 3. After swiping the task and tapping Done\n"))
        #expect(lines[2].contains("todo.row.name: Label \"Buy milk\" gray struck-through"))
        #expect(lines[6].contains("alert \"Import finished\": \"Added 2 contacts, skipped 0.\" [OK]"))
    }

    @Test("every style's tour draws the same screens as MVC's", arguments: ShowCommand.styleNames.dropFirst())
    func everyStyleDrawsTheSame(style: String) {
        let expected = tour("MVC").lines

        let (status, lines, _) = tour(style)

        #expect(status == 0)
        #expect(lines == expected)
    }

    @Test("an unknown style is refused with the names it could be")
    func unknownStyle() {
        let (status, lines, errors) = tour("MVX")

        #expect(status == 64)
        #expect(lines == [])
        #expect(errors.count == 1)
        #expect(errors.first?.contains("MVVMSwiftUI") == true)
    }
}
