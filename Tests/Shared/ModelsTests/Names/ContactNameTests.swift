import Models
import Testing

@Suite("ContactName")
struct ContactNameTests {
    private static func accepted(_ first: String, _ last: String) -> (String, String)? {
        guard case .success(let name) = ContactName.validate(firstName: first, lastName: last) else { return nil }
        return (name.firstName, name.lastName)
    }

    @Test("names of exactly 100 characters are accepted, counting characters", arguments: TodoNameTests.characters)
    func atLimit(character: String) throws {
        let name = String(repeating: character, count: 100)

        let accepted = try #require(Self.accepted(name, name))

        #expect(accepted == (name, name))
    }

    @Test("a first or last name of 101 characters is refused as too long", arguments: TodoNameTests.characters)
    func overLimit(character: String) {
        let tooLong = String(repeating: character, count: 101)

        #expect(ContactName.validate(firstName: tooLong, lastName: "Smith") == .failure(.tooLong))
        #expect(ContactName.validate(firstName: "Ana", lastName: tooLong) == .failure(.tooLong))
    }

    @Test("both names are trimmed of whitespace and newlines")
    func trimming() throws {
        let accepted = try #require(Self.accepted("  Ana María\n", "\tLópez  "))

        #expect(accepted == ("Ana María", "López"))
    }

    @Test("right-to-left names are kept as typed")
    func rightToLeft() throws {
        let accepted = try #require(Self.accepted(" مریم ", " احمدی "))

        #expect(accepted == ("مریم", "احمدی"))
    }

    @Test(
        "a first or last name that is empty once trimmed is missing",
        arguments: [("", "Smith"), ("Ana", ""), (" \n", "Smith"), ("Ana", "\t "), ("", "")]
    )
    func missing(first: String, last: String) {
        #expect(ContactName.validate(firstName: first, lastName: last) == .failure(.missingName))
    }

    @Test("a missing name is reported before a long one")
    func missingBeforeTooLong() {
        let tooLong = String(repeating: "a", count: 101)

        #expect(ContactName.validate(firstName: "", lastName: tooLong) == .failure(.missingName))
    }

    @Test(
        "a directory name splits at its last space, trimmed",
        arguments: [
            ("Tiger Nixon", "Tiger", "Nixon"),
            ("Ana María López", "Ana María", "López"),
            ("  Tiger   Nixon  ", "Tiger", "Nixon"),
            ("مریم احمدی", "مریم", "احمدی"),
        ]
    )
    func splitting(fullName: String, first: String, last: String) throws {
        let name = try #require(ContactName.splitting(fullName))

        #expect((name.firstName, name.lastName) == (first, last))
    }

    @Test(
        "a directory name without a space between two parts cannot be split", arguments: ["Cher", " Cher ", "", "   "])
    func notSplittable(fullName: String) {
        #expect(ContactName.splitting(fullName) == nil)
    }

    @Test("a name of few characters but over 1,000 Unicode scalars is refused as too long, typed or imported")
    func scalarBound() {
        // One character: an "e" carrying 1,000 combining acute accents, 1,001 scalars.
        let heavy = "e" + String(repeating: "\u{301}", count: 1_000)
        let heaviestAllowed = "e" + String(repeating: "\u{301}", count: 999)

        #expect(ContactName.validate(firstName: heavy, lastName: "Nixon") == .failure(.tooLong))
        #expect(ContactName.validate(firstName: "Tiger", lastName: heavy) == .failure(.tooLong))
        #expect(ContactName.splitting("\(heavy) Z") == nil)
        #expect(ContactName.splitting("\(heaviestAllowed) Z")?.firstName == heaviestAllowed)
    }

    @Test("a directory name with a part longer than 100 characters cannot be split")
    func splittingTooLong() {
        let tooLong = String(repeating: "a", count: 101)
        let longest = String(repeating: "a", count: 100)

        #expect(ContactName.splitting("\(tooLong) Nixon") == nil)
        #expect(ContactName.splitting("Tiger \(tooLong)") == nil)
        #expect(ContactName.splitting("\(longest) \(longest)") != nil)
    }
}
