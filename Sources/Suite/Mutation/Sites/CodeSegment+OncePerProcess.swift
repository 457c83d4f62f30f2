extension CodeSegment {
    /// The bytes of the initialisers Swift runs once per process, on first use: those of `static` and
    /// `class` stored properties and of global variables. Code there runs for whichever test touches it
    /// first, so the reach log credits that test alone; the runs treat it as reached by every unit test.
    func oncePerProcessInitialisers() -> [Range<Int>] {
        var spans: [Range<Int>] = []
        for index in tokens.indices {
            guard let word = tokens[index].word, word == "let" || word == "var", !isMember(index) else { continue }
            let isStatic = index > 0 && ["static", "class"].contains(tokens[index - 1].word ?? "")
            guard isStatic || enclosing[index] == nil else { continue }
            let end = statementEnd(from: index)
            var cursor = index + 1
            while cursor < end {
                let token = tokens[cursor]
                // A brace at the declaration's own depth: a computed property, or observers without a value.
                if token.isOpen(UInt8(ascii: "{")) { break }
                if token.op == "=" {
                    spans.append(range(cursor + 1, end))
                    break
                }
                cursor = token.isOpen ? (partner[cursor] ?? cursor) + 1 : cursor + 1
            }
        }
        return spans
    }
}
