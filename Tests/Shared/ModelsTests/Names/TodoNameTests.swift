import Models
import Testing

@Suite("TodoName")
struct TodoNameTests {
    /// One user-perceived character each, made of 1 to 5 Unicode scalars.
    static let characters = [
        "a",
        "👩‍👩‍👧",  // a family: five scalars joined into one Character
        "e\u{301}",  // e and a combining acute accent
        "س",  // Persian/Arabic, written right to left
    ]

    @Test("a name of exactly 200 characters is accepted, counting characters, not scalars", arguments: characters)
    func atLimit(character: String) throws {
        try #require(character.count == 1)
        let name = String(repeating: character, count: 200)

        #expect(TodoName.validate(name) == .success(name))
    }

    @Test("a name of 201 characters is refused as too long", arguments: characters)
    func overLimit(character: String) {
        let name = String(repeating: character, count: 201)

        #expect(TodoName.validate(name) == .failure(.tooLong))
    }

    @Test("a name of few characters but over 2,000 Unicode scalars is refused as too long")
    func scalarBound() {
        // One character: an "e" carrying 2,000 combining acute accents, 2,001 scalars.
        let heavy = "e" + String(repeating: "\u{301}", count: 2_000)
        let heaviestAllowed = "e" + String(repeating: "\u{301}", count: 1_999)

        #expect(TodoName.validate(heavy) == .failure(.tooLong))
        #expect(TodoName.validate(heaviestAllowed) == .success(heaviestAllowed))
    }

    @Test("the limit applies after trimming: 200 characters with spaces around are accepted")
    func limitAfterTrimming() {
        let name = String(repeating: "👩‍👩‍👧", count: 200)

        #expect(TodoName.validate("  \n\(name)\t ") == .success(name))
    }

    @Test(
        "whitespace and newlines around the name are trimmed, inner ones kept",
        arguments: [
            ("  Buy milk  ", "Buy milk"),
            ("\n\tBuy milk\r\n", "Buy milk"),
            ("Buy \n milk", "Buy \n milk"),
            ("  خرید نان  ", "خرید نان"),  // Persian
            ("\nاشترِ الحليب\n", "اشترِ الحليب"),  // Arabic, with a combining kasra
            (" cafe\u{301} ", "cafe\u{301}"),
            ("\u{3000}\u{A0}Buy milk\u{2029}\u{85}", "Buy milk"),  // ideographic and no-break spaces, separators
            ("\u{200B}Buy milk\u{200B}", "Buy milk"),  // the zero width space, as Foundation trims it
            ("Buy milk \u{301}", "Buy milk \u{301}"),  // a mark on the space keeps the space
        ]
    )
    func trimming(text: String, expected: String) {
        #expect(TodoName.validate(text) == .success(expected))
        #expect(TodoName.canSubmit(text))
    }

    @Test(
        "a name that is empty once trimmed is refused, and cannot be submitted", arguments: ["", " ", "\n", " \t\r\n "])
    func empty(text: String) {
        #expect(TodoName.validate(text) == .failure(.empty))
        #expect(!TodoName.canSubmit(text))
    }
}
