import Testing

@testable import Mutation

/// Boolean, integer and string literals, and the places where a literal must stay one.
@Suite("Literal sites")
struct LiteralSiteTests {
    @Test("a Boolean flips, an integer gets one more and one less, a string is emptied")
    func literals() {
        let sites = describedSites(inFunction("button.isEnabled = true\nlet limit = 0x10\nlabel.text = \"Done\""))

        #expect(
            sites == [
                "boolean literal: true -> false",
                "integer literal: 0x10 -> 17",
                "integer literal: 0x10 -> 15",
                "string emptied: \"Done\" -> \"\"",
            ])
    }

    @Test("floating-point numbers, tuple members and empty strings are not sites")
    func notIntegers() {
        let sites = describedSites(inFunction("let ratio = 1.5\nlet first = pair.0\nlet none = \"\""))

        #expect(sites.isEmpty)
    }

    @Test("attributes, directives, enum raw values and case patterns keep their literals")
    func fixedLiterals() {
        let source = """
            @available(macOS 14, *)
            enum Size: Int {
                case small = 1
            }
            #if DEBUG
            #endif
            func f(x: Int) {
                switch x {
                case 2: print("two")
                default: break
                }
            }
            """

        let sites = describedSites(source)

        #expect(sites == ["string emptied: \"two\" -> \"\""])
    }

    @Test("sites inside an interpolation are found in its own segment")
    func interpolation() {
        let sites = describedSites(inFunction("label.text = \"\\(count == 1 ? \"one\" : \"many\") left\""))

        #expect(
            sites == [
                "string emptied: \"\\(count == 1 ? \"one\" : \"many\") left\" -> \"\"",
                "equality: count == 1 -> count != 1",
                "integer literal: 1 -> 2",
                "integer literal: 1 -> 0",
                "string emptied: \"one\" -> \"\"",
                "string emptied: \"many\" -> \"\"",
            ])
    }
}
