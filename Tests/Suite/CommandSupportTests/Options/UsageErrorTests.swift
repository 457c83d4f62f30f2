import Testing

@testable import CommandSupport

@Suite("UsageError")
struct UsageErrorTests {
    @Test("an unknown style is named with the option and the styles there are")
    func unknownStyle() {
        let error = UsageError.unknownStyle("MVX", option: "--style", styles: ["MVC", "MV"])

        #expect(error.description == "option --style: there is no style named MVX; the styles are MVC, MV")
    }
}
